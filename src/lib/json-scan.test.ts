import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scanJson } from './json-scan';

describe('scanJson', () => {
  it('finds an error exactly when JSON.parse refuses the text (property)', () => {
    const nearJson = fc.oneof(
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc
        .jsonValue()
        .map((value) => JSON.stringify(value, null, 1))
        .chain((text) => fc.nat({ max: Math.max(0, text.length - 1) }).map((cut) => text.slice(0, cut) + text.slice(cut + 1))),
      fc.string({ unit: fc.constantFrom('{', '}', '[', ']', ',', ':', '"', '1', '-', '.', 'e', 't', 'n', ' ', '\\', 'u', '0') }),
    );
    fc.assert(
      fc.property(nearJson, (text) => {
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        expect(scanJson(text).ok).toBe(valid);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['{"a" 1}', 5, "Expected ':' after the property name"],
    ['[1,]', 3, 'Expected a value'],
    ['{"a":1 "b":2}', 7, "Expected ',' or '}'"],
    ['"ab\\x"', 3, 'Invalid escape sequence in a string'],
    ['["open', 1, 'This string is never closed'],
    ['[1', 2, "Expected ',' or ']', but the text ends"],
  ])('%j fails at %i: %s', (text, offset, message) => {
    expect(scanJson(text)).toEqual({ ok: false, offset, message });
  });

  it('refuses nesting deeper than maxDepth, and only when asked', () => {
    const deep = '['.repeat(5) + ']'.repeat(5);
    expect(scanJson(deep, { maxDepth: 4 })).toEqual({ ok: false, offset: 4, message: 'The document nests deeper than 4 levels' });
    expect(scanJson(deep).ok).toBe(true);
  });
});
