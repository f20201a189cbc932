import { describe, expect, it } from 'vitest';
import { kitAiGenerator, type KitAiGeneratorOutcome } from './kit-ai-generator.logic';

describe('kitAiGenerator', () => {
  it.each<[string, KitAiGeneratorOutcome]>([
    ['hello', { ok: true, text: 'hello' }],
    ['  padded\n', { ok: true, text: 'padded' }],
    ['', { ok: false, message: 'Input is empty.' }],
    ['   ', { ok: false, message: 'Input is empty.' }],
  ])('%j gives %j', (input, expected) => {
    expect(kitAiGenerator(input)).toEqual(expected);
  });
});
