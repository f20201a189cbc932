import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PALETTE_PROMPT_TOO_LONG } from '@contract/color-palette';
import { PROMPT_EMPTY, UNEXPECTED_FORMAT } from '@contract/messages';
import { ALL_LOCKED, paletteFailure, paletteRequest, promptProblem, readPaletteAnswer } from './color-palette-generator.ai';

const FREE = [null, null, null, null, null];
const FIVE = ['#112233', '#445566', '#778899', '#aabbcc', '#ddeeff'];

describe('promptProblem', () => {
  it.each([
    ['', PROMPT_EMPTY],
    ['   \n\t', PROMPT_EMPTY],
    ['x'.repeat(501), PALETTE_PROMPT_TOO_LONG],
    [`  ${'x'.repeat(500)}  `, null],
    ['ocean sunset', null],
  ])('%j → %j', (prompt, expected) => {
    expect(promptProblem(prompt)).toBe(expected);
  });

  it('uses the spec wording', () => {
    expect(PROMPT_EMPTY).toBe('Prompt is empty.');
    expect(UNEXPECTED_FORMAT).toBe('Received an unexpected format from the API.');
    expect(paletteFailure('Boom.')).toBe('Failed to generate palette. Boom.');
    expect(ALL_LOCKED).toMatch(/Unlock at least one/);
  });
});

describe('paletteRequest', () => {
  it('sends the trimmed prompt, and locked colours with their places', () => {
    expect(paletteRequest('  ocean  ', FREE)).toEqual({ prompt: 'ocean' });
    expect(paletteRequest('ocean', ['#112233', null, null, '#AABBCC', null])).toEqual({
      prompt: 'ocean',
      locked: [
        { index: 0, hex: '#112233' },
        { index: 3, hex: '#AABBCC' },
      ],
    });
  });
});

describe('readPaletteAnswer', () => {
  it.each([
    ['five hex colours', { colors: FIVE }, { colors: ['#112233', '#445566', '#778899', '#AABBCC', '#DDEEFF'] }],
    ['short hex and no hash', { colors: ['#abc', 'ABCDEF', '#000', '#fff', '#123456'] }, { colors: ['#AABBCC', '#ABCDEF', '#000000', '#FFFFFF', '#123456'] }],
    ['more than five: the first five', { colors: [...FIVE, '#000000'] }, { colors: ['#112233', '#445566', '#778899', '#AABBCC', '#DDEEFF'] }],
    ['an error field', { error: 'Not a theme.' }, { error: 'Not a theme.' }],
    ['an error field beside colours', { colors: FIVE, error: 'Not a theme.' }, { error: 'Not a theme.' }],
    ['an empty error field and colours', { colors: FIVE, error: ' ' }, { colors: ['#112233', '#445566', '#778899', '#AABBCC', '#DDEEFF'] }],
    ['no colors array', {}, { error: UNEXPECTED_FORMAT }],
    ['four colours', { colors: FIVE.slice(0, 4) }, { error: UNEXPECTED_FORMAT }],
    ['a colour name', { colors: ['red', ...FIVE.slice(1)] }, { error: UNEXPECTED_FORMAT }],
  ])('%s', (_, answer, expected) => {
    expect(readPaletteAnswer(answer, FREE)).toEqual(expected);
  });

  it('keeps locked colours in their places whatever the model sent', () => {
    expect(readPaletteAnswer({ colors: FIVE }, [null, '#FF0000', null, null, '#00FF00'])).toEqual({
      colors: ['#112233', '#FF0000', '#778899', '#AABBCC', '#00FF00'],
    });
  });

  it('never returns anything but five normalised hex colours or a message', () => {
    fc.assert(
      fc.property(fc.record({ colors: fc.option(fc.array(fc.string()), { nil: undefined }), error: fc.option(fc.string(), { nil: undefined }) }), (answer) => {
        const reading = readPaletteAnswer(answer, FREE);
        if ('colors' in reading) {
          expect(reading.colors).toHaveLength(5);
          for (const hex of reading.colors) expect(hex).toMatch(/^#[0-9A-F]{6}$/);
        } else {
          expect(reading.error.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});
