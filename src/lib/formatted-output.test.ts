import { describe, expect, it } from 'vitest';
import { formatSummary, formattedFileName } from './formatted-output';

describe('formatSummary', () => {
  it.each([
    [false, 2048, 3.4, '', 'Formatted 2.0 KB in 3 ms'],
    [true, 10, 0.2, '', 'Minified 10 B in 0 ms'],
    [false, 2048, 12.6, ' (3 documents)', 'Formatted 2.0 KB (3 documents) in 13 ms'],
  ])('minified %s, %i characters, %f ms, %j → %s', (minified, length, ms, detail, expected) => {
    expect(formatSummary(minified, length, ms, detail)).toBe(expected);
  });
});

describe('formattedFileName', () => {
  it.each([
    [null, false, '.json', 'formatted.json'],
    [null, true, '.json', 'formatted.min.json'],
    ['data.json', false, '.json', 'data.formatted.json'],
    ['data.json', true, '.json', 'data.min.json'],
    ['icon.svg', false, '.svg', 'icon.formatted.svg'],
  ])('%s, minified %s, %s → %s', (sourceName, minified, extension, expected) => {
    expect(formattedFileName(sourceName, minified, extension)).toBe(expected);
  });
});
