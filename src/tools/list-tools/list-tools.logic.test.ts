import { describe, expect, it } from 'vitest';
import { listTools, type ListToolsOutcome } from './list-tools.logic';

describe('listTools', () => {
  it.each<[string, ListToolsOutcome]>([
    ['hello', { ok: true, text: 'hello' }],
    ['  padded\n', { ok: true, text: 'padded' }],
    ['', { ok: false, message: 'Input is empty.' }],
    ['   ', { ok: false, message: 'Input is empty.' }],
  ])('%j gives %j', (input, expected) => {
    expect(listTools(input)).toEqual(expected);
  });
});
