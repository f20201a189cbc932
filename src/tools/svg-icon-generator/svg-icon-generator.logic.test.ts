import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { componentName, iconBaseName, INVALID_SVG, promptProblem, readSvgAnswer, svgDataUri, svgFileName } from './svg-icon-generator.logic';

describe('promptProblem', () => {
  it.each([
    ['', 'Prompt is empty.'],
    ['  \n\t ', 'Prompt is empty.'],
    ['edit icon', null],
    [`  ${'x'.repeat(1000)}  `, null],
    ['x'.repeat(1001), 'Prompt is too long: at most 1000 characters.'],
  ])('%j gives %j', (prompt, problem) => {
    expect(promptProblem(prompt)).toBe(problem);
  });
});

describe('svgFileName', () => {
  it.each([
    ['edit icon, circular background, transparent, forecolor green', 'edit_icon__circular_background__transparent__forecolor_green.svg'],
    ['Home', 'home.svg'],
    ['User #2 (Admin)', 'user__2__admin_.svg'],
    ['', 'icon.svg'],
    ['   ', 'icon.svg'],
    ['!!!', 'icon.svg'],
    ['café', 'caf_.svg'],
    ['日本', 'icon.svg'],
  ])('%j gives %j', (prompt, name) => {
    expect(svgFileName(prompt)).toBe(name);
  });

  it('keeps only lowercase letters, digits and underscores, at most 100 of them, never empty', () => {
    fc.assert(
      fc.property(fc.string(), (prompt) => {
        const base = iconBaseName(prompt);
        expect(base).toMatch(/^[a-z0-9_]{1,100}$/);
        expect(base === 'icon' || /[a-z0-9]/.test(base)).toBe(true);
      }),
    );
  });
});

describe('componentName', () => {
  it.each([
    ['edit icon, circular background', 'EditIconCircularBackgroundIcon'],
    ['home icon', 'HomeIcon'],
    ['2 arrows', 'Icon2ArrowsIcon'],
    ['', 'Icon'],
  ])('%j gives %j', (prompt, name) => {
    expect(componentName(prompt)).toBe(name);
  });
});

describe('readSvgAnswer (the spec: trimmed, it starts with an opening svg tag and ends with a closing one)', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle r="4"/></svg>';
  it.each([
    ['a bare SVG', svg, svg],
    ['surrounding whitespace', `\n  ${svg}\n`, svg],
    ['an uppercase tag', '<SVG viewBox="0 0 1 1"></SVG>', '<SVG viewBox="0 0 1 1"></SVG>'],
    ['a markdown fence around it', `\`\`\`svg\n${svg}\n\`\`\``, svg],
    ['<svg> with no attributes', '<svg></svg>', '<svg></svg>'],
  ])('accepts %s', (_, answer, expected) => {
    expect(readSvgAnswer(answer)).toBe(expected);
  });

  it.each([
    ['prose before it', `Here is your icon: ${svg}`],
    ['prose after it', `${svg} Enjoy!`],
    ['an XML declaration', `<?xml version="1.0"?>${svg}`],
    ['no closing tag', '<svg viewBox="0 0 1 1">'],
    ['another element', '<svgx></svgx>'],
    ['plain text', 'I cannot draw that.'],
    ['nothing', ''],
  ])('refuses %s', (_, answer) => {
    expect(readSvgAnswer(answer)).toBeNull();
  });

  it('accepts whatever sits inside an svg element, and refuses it with anything before the tag', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^\s*$/), fc.stringMatching(/^[^\s<`]/), (inner, padding, prefix) => {
        const svg = `<svg viewBox="0 0 24 24">${inner}</svg>`;
        expect(readSvgAnswer(`${padding}${svg}${padding}`)).toBe(svg);
        expect(readSvgAnswer(`${prefix}${svg}`)).toBeNull();
      }),
    );
  });

  it('has the spec message for a refused answer', () => {
    expect(INVALID_SVG).toBe('The API did not return valid SVG code. Please try a different prompt.');
  });
});

describe('svgDataUri', () => {
  it('is the UTF-8 markup in base64 with the SVG MIME type', () => {
    const uri = svgDataUri('<svg><text>é✓</text></svg>');
    expect(uri.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const bytes = Uint8Array.from(atob(uri.slice('data:image/svg+xml;base64,'.length)), (char) => char.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe('<svg><text>é✓</text></svg>');
  });

  it('round-trips any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const encoded = svgDataUri(text).split(',')[1] ?? '';
        expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0)))).toBe(text);
      }),
    );
  });
});
