import { describe, expect, it } from 'vitest';
import { DISPLAY_CHARS, displayText, keptNote, matchesHeading, matchSummary, substitutionNote } from './match-display.logic';

describe('match display', () => {
  it.each([
    ['abc', 'abc'],
    ['a\nb\r\nc\rd', 'a↵b↵c↵d'],
    ['x'.repeat(DISPLAY_CHARS + 1), `${'x'.repeat(DISPLAY_CHARS)}…`],
    ['x'.repeat(DISPLAY_CHARS), 'x'.repeat(DISPLAY_CHARS)],
  ])('displayText(%j) is %j', (value, expected) => {
    expect(displayText(value)).toBe(expected);
  });

  it('heads the list with the count', () => {
    expect(matchesHeading(0)).toBe('Matches (0)');
    expect(matchesHeading(100000)).toBe('Matches (100,000)');
  });

  it('summarises the search', () => {
    expect(matchSummary(1, 0.44)).toBe('1 match in 0.4 ms');
    expect(matchSummary(1204, 12.6)).toBe('1,204 matches in 13 ms');
  });

  it('notes when fewer matches are kept than found', () => {
    expect(keptNote(5, 5)).toBeNull();
    expect(keptNote(200000, 1048576)).toBe('Showing the first 200,000 of 1,048,576 matches.');
    expect(substitutionNote(5, 5)).toBeNull();
    expect(substitutionNote(200000, 250000)).toBe('Only the first 200,000 matches are replaced in this preview.');
  });
});
