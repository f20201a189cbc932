import { describe, expect, it } from 'vitest';
import { decodeCharacterReferences, hasCharacterReferences } from './character-references.logic';
import { escapeText } from './code-point.logic';

describe('text ↔ decimal &#NN; (IT-Tools "Text to Unicode")', () => {
  it('writes every code point as &#NN;, an emoji as one reference (not two surrogates)', () => {
    expect(escapeText('Hi', 'htmlDecimal')).toBe('&#72;&#105;');
    expect(escapeText('é😀', 'htmlDecimal')).toBe('&#233;&#128512;');
  });

  it.each([
    ['&#72;&#105;', 'Hi'],
    ['caf&#233; &#x1F600; &#X41;', 'café 😀 A'],
    ['&#0072;', 'H'],
    ['a &amp; b &#38; c', 'a &amp; b & c'],
    ['no semicolon &#72 stays', 'no semicolon &#72 stays'],
    ['&#0; &#xD800; &#1114112; &#99999999999999999999;', '\uFFFD \uFFFD \uFFFD \uFFFD'],
    // The HTML standard's table for 128–159 (Windows-1252), which browsers apply: a dash pasted from an old page.
    ['&#150; &#x80; &#147;quoted&#148; &#153;', '– € “quoted” ™'],
    // Those it leaves alone (no Windows-1252 character) stay C1 controls.
    ['&#129;&#x9D;', '\u0081\u009D'],
  ])('reads %j back as %j', (text, expected) => {
    expect(decodeCharacterReferences(text)).toBe(expected);
  });

  it('is the reverse of both HTML escapes', () => {
    const text = 'Grüße, 世界 👋 & <tags>';
    expect(decodeCharacterReferences(escapeText(text, 'htmlDecimal'))).toBe(text);
    expect(decodeCharacterReferences(escapeText(text, 'html'))).toBe(text);
  });

  it('says whether there is anything to decode', () => {
    expect(hasCharacterReferences('&#72;')).toBe(true);
    expect(hasCharacterReferences('&amp; &#;')).toBe(false);
  });
});
