import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LENGTH_LIMITS, lengthUnits, textFormats, type TextGenerateRequest } from '@contract/text-generate';
import {
  clampCount,
  clampRange,
  defaultLoremOptions,
  describeText,
  downloadFor,
  generateLocalText,
  type LoremOptions,
  promptProblem,
} from './text-generator.logic';

const request = (overrides: Partial<TextGenerateRequest> = {}): TextGenerateRequest => ({
  prompt: 'A bakery website',
  length: { unit: 'paragraphs', count: 3 },
  format: 'plain',
  ...overrides,
});

const sentenceCount = (text: string) => text.split(/(?<=\.)\s+/).filter((part) => part !== '').length;
const wordCount = (text: string) => text.trim().split(/\s+/).length;

describe('promptProblem', () => {
  it.each([
    ['', 'Prompt is empty.'],
    ['   \n\t ', 'Prompt is empty.'],
    ['a', null],
    ['  a bakery  ', null],
    [`  ${'x'.repeat(4000)}  `, null],
    ['x'.repeat(4001), 'Prompt is too long: at most 4000 characters.'],
  ])('%j gives %j', (prompt, problem) => {
    expect(promptProblem(prompt)).toBe(problem);
  });
});

describe('clampCount', () => {
  it.each([
    ['3', 'paragraphs', 3],
    ['', 'words', 1],
    ['abc', 'words', 1],
    ['0', 'sentences', 1],
    ['-4', 'sentences', 1],
    ['2.9', 'words', 2],
    ['21', 'paragraphs', 20],
    ['5000', 'words', 2000],
    [Number.NaN, 'words', 1],
    [Number.POSITIVE_INFINITY, 'words', 1],
  ] as const)('%j %s gives %i', (raw, unit, expected) => {
    expect(clampCount(raw, unit)).toBe(expected);
  });
});

describe('generateLocalText', () => {
  it('writes paragraphs separated by blank lines, starting with the classic opening', () => {
    const text = generateLocalText(request());
    const paragraphs = text.split('\n\n');
    expect(paragraphs).toHaveLength(3);
    expect(text.startsWith('Lorem ipsum dolor sit amet, consectetur adipiscing elit. ')).toBe(true);
    for (const paragraph of paragraphs) expect(sentenceCount(paragraph)).toBeGreaterThanOrEqual(4);
  });

  it.each([
    [1, 'Lorem.'],
    [2, 'Lorem ipsum.'],
    [5, 'Lorem ipsum dolor sit amet.'],
  ])('writes exactly %i word(s): %j', (count, expected) => {
    expect(generateLocalText(request({ length: { unit: 'words', count } }))).toBe(expected);
  });

  it('wraps Markdown paragraphs under a heading and HTML ones in <p>, with an <h1>', () => {
    const markdown = generateLocalText(request({ format: 'markdown', length: { unit: 'paragraphs', count: 2 } })).split('\n\n');
    expect(markdown).toHaveLength(3);
    expect(markdown[0]).toMatch(/^# [A-Z][a-z]+( [a-z]+){1,3}$/);
    const html = generateLocalText(request({ format: 'html', length: { unit: 'paragraphs', count: 2 } })).split('\n');
    expect(html).toHaveLength(3);
    expect(html[0]).toMatch(/^<h1>[^<>]+<\/h1>$/);
    expect(html.slice(1).every((line) => /^<p>[^<>]+<\/p>$/.test(line))).toBe(true);
    expect(generateLocalText(request({ format: 'html', length: { unit: 'words', count: 2 } }))).toBe('<p>Lorem ipsum.</p>');
  });

  it('gives the same text for the same prompt and different text for another', () => {
    expect(generateLocalText(request())).toBe(generateLocalText(request({ prompt: '  A bakery website ' })));
    expect(generateLocalText(request())).not.toBe(generateLocalText(request({ prompt: 'A garage' })));
  });

  it('always gives exactly the asked number of units (up to the limit), in every format', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(...lengthUnits),
        fc.constantFrom(...textFormats),
        fc.integer({ min: 1, max: 120 }),
        (prompt, unit, format, asked) => {
          const count = Math.min(asked, LENGTH_LIMITS[unit]);
          const text = generateLocalText({ prompt, length: { unit, count: asked }, format });
          const body =
            format === 'html' ? text.replace(/<h1>.*?<\/h1>\n?/, '').replace(/<\/?p>/g, '\n') : format === 'markdown' ? text.replace(/^# .*\n\n/, '') : text;
          if (unit === 'paragraphs') expect(body.trim().split(/\n+/)).toHaveLength(count);
          if (unit === 'sentences') expect(sentenceCount(body.trim())).toBe(count);
          if (unit === 'words') expect(wordCount(body)).toBe(count);
        },
      ),
    );
  });

  it('stays within the limits whatever count it is handed', () => {
    const text = generateLocalText(request({ length: { unit: 'words', count: 1_000_000 } }));
    expect(wordCount(text)).toBe(LENGTH_LIMITS.words);
  });
});

describe('describeText', () => {
  it.each([
    ['', '0 words · 0 characters'],
    ['one', '1 word · 3 characters'],
    [' two  words\n', '2 words · 12 characters'],
  ])('%j gives %j', (text, expected) => {
    expect(describeText(text)).toBe(expected);
  });
});

describe('downloadFor', () => {
  it('names the file after its format', () => {
    expect(textFormats.map((format) => downloadFor(format).name)).toEqual(['generated-text.txt', 'generated-text.md', 'generated-text.html']);
  });
});

describe('generateLocalText with the lorem options (IT-Tools lorem ipsum generator)', () => {
  const lorem = (options: Partial<LoremOptions>) => ({ ...defaultLoremOptions, ...options });
  const sentencesOf = (paragraph: string) => paragraph.split(/(?<=\.) /);
  const wordCount = (sentence: string) => sentence.split(' ').length;

  it('keeps every sentence within the words-per-sentence range', () => {
    const text = generateLocalText(
      request({ length: { unit: 'sentences', count: 30 } }),
      lorem({ wordsPerSentence: { min: 3, max: 5 }, startWithLorem: false }),
    );
    const counts = sentencesOf(text).map(wordCount);
    expect(counts).toHaveLength(30);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(3);
    expect(Math.max(...counts)).toBeLessThanOrEqual(5);
  });

  it('keeps every paragraph within the sentences-per-paragraph range', () => {
    const text = generateLocalText(request({ length: { unit: 'paragraphs', count: 10 } }), lorem({ sentencesPerParagraph: { min: 2, max: 2 } }));
    expect(text.split('\n\n').map((paragraph) => sentencesOf(paragraph).length)).toEqual(Array(10).fill(2));
  });

  it('starts with "Lorem ipsum" only when asked, in every unit', () => {
    for (const unit of ['paragraphs', 'sentences', 'words'] as const) {
      const asked = generateLocalText(request({ length: { unit, count: 3 } }), lorem({ startWithLorem: true }));
      const not = generateLocalText(request({ length: { unit, count: 3 } }), lorem({ startWithLorem: false }));
      expect(asked).toMatch(/^Lorem ipsum/);
      expect(not).not.toMatch(/^Lorem ipsum dolor/);
      expect(not).toMatch(/^[A-Z]/);
    }
  });

  it('gives the same text as before with the default options', () => {
    for (const unit of ['paragraphs', 'sentences', 'words'] as const)
      expect(generateLocalText(request({ length: { unit, count: 4 } }), defaultLoremOptions)).toBe(generateLocalText(request({ length: { unit, count: 4 } })));
    expect(defaultLoremOptions).toEqual({ wordsPerSentence: { min: 6, max: 14 }, sentencesPerParagraph: { min: 4, max: 7 }, startWithLorem: true });
  });

  it.each([
    [{ min: 9, max: 3 }, 50, { min: 3, max: 9 }],
    [{ min: 0, max: 500 }, 50, { min: 1, max: 50 }],
    [{ min: Number.NaN, max: 2.7 }, 30, { min: 1, max: 2 }],
  ])('clampRange(%j, %i) is %j', (range, limit, expected) => {
    expect(clampRange(range, limit)).toEqual(expected);
  });
});
