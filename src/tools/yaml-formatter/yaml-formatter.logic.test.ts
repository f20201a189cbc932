import { describe, expect, it } from 'vitest';
import { yamlFormatter, type YamlFormatterOutcome } from './yaml-formatter.logic';

describe('yamlFormatter', () => {
  it.each<[string, YamlFormatterOutcome]>([
    ['hello', { ok: true, text: 'hello' }],
    ['  padded\n', { ok: true, text: 'padded' }],
    ['', { ok: false, message: 'Input is empty.' }],
    ['   ', { ok: false, message: 'Input is empty.' }],
  ])('%j gives %j', (input, expected) => {
    expect(yamlFormatter(input)).toEqual(expected);
  });
});
