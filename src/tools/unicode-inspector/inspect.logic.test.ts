import { describe, expect, it } from 'vitest';
import { inspect, SHOWN_LIMIT, type NormalizationForm } from './inspect.logic';

const form = (text: string, name: NormalizationForm) => inspect(text).forms.find((entry) => entry.form === name);

describe('normalisation forms (UAX #15 examples)', () => {
  it.each<[string, NormalizationForm, string]>([
    ['\u00e9', 'NFC', '\u00e9'],
    ['\u00e9', 'NFD', 'e\u0301'],
    ['e\u0301', 'NFC', '\u00e9'],
    ['e\u0301', 'NFD', 'e\u0301'],
    ['\u212b', 'NFC', '\u00c5'],
    ['\u212b', 'NFD', 'A\u030a'],
    ['\ufb01', 'NFC', '\ufb01'],
    ['\ufb01', 'NFKC', 'fi'],
    ['\u1e9b\u0323', 'NFKC', '\u1e69'],
    ['\u1e9b\u0323', 'NFKD', 's\u0323\u0307'],
  ])('%j in %s is %j', (text, name, expected) => {
    const result = form(text, name);
    expect(result?.text).toBe(expected);
    expect(result?.same).toBe(expected === text);
  });

  it('lists the code points of a changed form', () => {
    expect(form('\ufb01', 'NFKD')?.codePoints).toEqual(['U+0066', 'U+0069']);
  });
});

describe('summary', () => {
  it('counts code points, graphemes, bytes, units and flags', () => {
    // "e" + combining acute, a family emoji (7 code points, 1 grapheme), Cyrillic а, a zero width space
    const text = 'e\u0301\u{1F468}\u200d\u{1F469}\u200d\u{1F467}\u200d\u{1F466}\u0430\u200b';
    expect(inspect(text).summary).toEqual({
      codePoints: 11,
      graphemes: 4,
      utf8Bytes: 3 + 4 * 4 + 3 * 3 + 2 + 3,
      utf16Units: 2 + 8 + 3 + 2,
      invisible: 4,
      confusable: 1,
    });
  });

  it('marks invisible and confusable characters with a visible label', () => {
    expect(inspect('p\u0430y\u200bpal\ufeff').marked).toEqual([
      { kind: 'plain', text: 'p' },
      { kind: 'confusable', char: '\u0430', label: '\u0430 U+0430', title: 'U+0430 looks like "a"' },
      { kind: 'plain', text: 'y' },
      { kind: 'invisible', char: '\u200b', label: 'ZWSP', title: 'Invisible character U+200B' },
      { kind: 'plain', text: 'pal' },
      { kind: 'invisible', char: '\ufeff', label: 'BOM', title: 'Invisible character U+FEFF' },
    ]);
  });

  it('details the first code points only, and counts the whole text', () => {
    const result = inspect('a\u200b'.repeat(SHOWN_LIMIT));
    expect(result.rows).toHaveLength(SHOWN_LIMIT);
    expect(result.notShown).toBe(SHOWN_LIMIT);
    expect(result.summary.invisible).toBe(SHOWN_LIMIT);
  });
});
