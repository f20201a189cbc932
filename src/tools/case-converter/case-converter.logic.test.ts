import { describe, expect, it } from 'vitest';
import { caseConverter, type CaseConverterOutcome } from './case-converter.logic';

describe('caseConverter', () => {
  it.each<[string, CaseConverterOutcome]>([
    ['hello', { ok: true, text: 'hello' }],
    ['  padded\n', { ok: true, text: 'padded' }],
    ['', { ok: false, message: 'Input is empty.' }],
    ['   ', { ok: false, message: 'Input is empty.' }],
  ])('%j gives %j', (input, expected) => {
    expect(caseConverter(input)).toEqual(expected);
  });
});
