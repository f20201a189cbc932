import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { convertText, previewEveryCase, PREVIEW_LINES } from './case-converter.logic';
import { CASE_IDS, type CaseOptions } from './cases.logic';
import { DEFAULT_SLUG_OPTIONS, slugifyModule } from './slug.logic';

beforeAll(() => slugifyModule.load());

const options: CaseOptions = { separateNumbers: false, slug: DEFAULT_SLUG_OPTIONS };

describe('convertText: every line of a list at once', () => {
  it('converts line by line and keeps blank lines', () => {
    expect(convertText({ text: 'first name\r\n\nLast Name\nuser_id2', target: 'camel', options })).toEqual({
      output: 'firstName\n\nlastName\nuserId2',
      lines: 4,
      emptySlugs: 0,
    });
  });

  it('counts slugs that came out empty although the line had letters', () => {
    expect(convertText({ text: '日本語\nhello\n---', target: 'slug', options })).toEqual({ output: '\nhello\n', lines: 3, emptySlugs: 1 });
  });

  it('gives nothing for nothing', () => {
    expect(convertText({ text: '', target: 'snake', options })).toEqual({ output: '', lines: 0, emptySlugs: 0 });
  });

  it('property: the output has exactly as many lines as the input, in every case', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ unit: 'grapheme' }).map((line) => line.replace(/[\r\n\u2028\u2029]/g, ' ')),
          { minLength: 1 },
        ),
        fc.constantFrom(...CASE_IDS),
        (lines, target) => {
          fc.pre(lines.join('\n') !== '');
          const { output, lines: count } = convertText({ text: lines.join('\n'), target, options });
          expect(count).toBe(lines.length);
          expect(output.split('\n')).toHaveLength(lines.length);
        },
      ),
    );
  });

  // Only for words of two letters or more with any digits at the end: "a a" is aA in camelCase, which reads back as "a", "A";
  // and "a0a" is A0A in SCREAMING_SNAKE_CASE, which reads back as "A0", "A" (see the table below).
  it('property: converting a word case twice changes nothing the second time', () => {
    const idempotent = ['camel', 'pascal', 'snake', 'constant', 'kebab', 'train', 'dot', 'path', 'no', 'upper', 'lower', 'slug'] as const;
    const word = fc.stringMatching(/^[A-Za-z][a-z]{1,6}[0-9]{0,2}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), fc.constantFrom(...idempotent), (words, target) => {
        const once = convertText({ text: words.join(' '), target, options }).output;
        expect(convertText({ text: once, target, options }).output).toBe(once);
      }),
    );
  });
});

describe('previewEveryCase', () => {
  it('shows the first lines in every case and says when it is only a start', () => {
    const short = previewEveryCase('a b\nc d', options);
    expect(short.partial).toBe(false);
    expect(short.rows.find((row) => row.id === 'kebab')?.text).toBe('a-b\nc-d');
    const long = previewEveryCase(Array.from({ length: PREVIEW_LINES + 5 }, (_, index) => `line ${index}`).join('\n'), options);
    expect(long.partial).toBe(true);
    expect(long.rows[0]?.text.split('\n')).toHaveLength(PREVIEW_LINES);
  });

  it('reads only the start of a huge one-line input, and says so', () => {
    const huge = previewEveryCase('word '.repeat(1_000_000), options);
    expect(huge.partial).toBe(true);
    expect(huge.rows.find((row) => row.id === 'upper')?.text).toBe('WORD '.repeat(100));
  });
});
