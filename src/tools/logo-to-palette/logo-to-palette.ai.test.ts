import { describe, expect, it } from 'vitest';
import { mockupRequest, readBrandingAnswer, readMockupAnswer } from './logo-to-palette.ai';

const roles = { primary: '#1d4ed8', secondary: '0EA5E9', accent: '#f93', neutral: '#475569', background: '#F8FAFC' };

describe('readBrandingAnswer', () => {
  it('normalises the five roles', () => {
    expect(readBrandingAnswer(roles)).toEqual({ primary: '#1D4ED8', secondary: '#0EA5E9', accent: '#FF9933', neutral: '#475569', background: '#F8FAFC' });
  });

  it.each(['orange', '', '#12345', 'rgb(0,0,0)'])('refuses a role of %j', (accent) => {
    expect(readBrandingAnswer({ ...roles, accent })).toBeNull();
  });
});

describe('readMockupAnswer', () => {
  it('turns the image into a data URL', () => {
    expect(readMockupAnswer({ image: { mimeType: 'image/png', data: 'iVBORw0K' } })).toEqual({ dataUrl: 'data:image/png;base64,iVBORw0K' });
  });

  it.each([
    ['no data', { mimeType: 'image/png', data: '' }],
    ['data that is not base64', { mimeType: 'image/png', data: '<svg onload=alert(1)>' }],
    ['a type that is not an image', { mimeType: 'text/html', data: 'PGgxPg==' }],
  ])('says "Image generation failed to return data." for %s', (_, image) => {
    expect(readMockupAnswer({ image })).toEqual({ error: 'Image generation failed to return data.' });
  });
});

describe('mockupRequest', () => {
  it('carries the logo, the theme and the palette', () => {
    const image = { mimeType: 'image/png' as const, data: 'AAAA' };
    const palette = { primary: '#000000', secondary: '#111111', accent: '#222222', neutral: '#333333', background: '#FFFFFF' };
    expect(mockupRequest(image, 'dark', palette)).toEqual({ image, theme: 'dark', palette });
  });
});
