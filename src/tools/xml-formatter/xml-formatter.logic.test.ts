import { describe, expect, it } from 'vitest';
import { xmlFormatter, type XmlFormatterOutcome } from './xml-formatter.logic';

describe('xmlFormatter', () => {
  it.each<[string, XmlFormatterOutcome]>([
    ['hello', { ok: true, text: 'hello' }],
    ['  padded\n', { ok: true, text: 'padded' }],
    ['', { ok: false, message: 'Input is empty.' }],
    ['   ', { ok: false, message: 'Input is empty.' }],
  ])('%j gives %j', (input, expected) => {
    expect(xmlFormatter(input)).toEqual(expected);
  });
});
