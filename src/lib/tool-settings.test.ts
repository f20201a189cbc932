import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { toolSettings } from './tool-settings';

const { DEFAULT_SETTINGS, settingsShape, sharedSettingsShape } = toolSettings({
  mode: [z.enum(['a', 'b']), 'a'],
  count: [z.string().check(z.maxLength(3)), '10'],
  strict: [z.boolean(), true],
});

describe('toolSettings', () => {
  it('gives each field its default', () => {
    expect(DEFAULT_SETTINGS).toEqual({ mode: 'a', count: '10', strict: true });
  });

  it('takes remembered settings only whole and within their rules', () => {
    expect(settingsShape({ mode: 'b', count: '7', strict: false })).toEqual({ mode: 'b', count: '7', strict: false });
    expect(settingsShape({ mode: 'b', count: '7' })).toBeUndefined();
    expect(settingsShape({ mode: 'c', count: '7', strict: false })).toBeUndefined();
    expect(settingsShape({ mode: 'b', count: '1234', strict: false })).toBeUndefined();
  });

  it('takes some fields from a link and drops the keys it does not know', () => {
    expect(sharedSettingsShape({ mode: 'b', secret: 'hunter2' })).toEqual({ mode: 'b' });
    expect(sharedSettingsShape({})).toEqual({});
    expect(sharedSettingsShape({ strict: 'yes' })).toBeUndefined();
  });
});
