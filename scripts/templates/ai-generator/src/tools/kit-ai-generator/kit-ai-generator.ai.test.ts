import { describe, expect, it } from 'vitest';
import { buildKitAiGeneratorRequest, KIT_AI_GENERATOR_AI_EMPTY, readKitAiGeneratorAnswer } from './kit-ai-generator.ai';
import type { KitAiGeneratorOutcome } from './kit-ai-generator.logic';

describe('buildKitAiGeneratorRequest', () => {
  it('sends the input as typed', () => {
    expect(buildKitAiGeneratorRequest(' hello ')).toEqual({ input: ' hello ' });
  });
});

describe('readKitAiGeneratorAnswer', () => {
  it.each<[string, KitAiGeneratorOutcome]>([
    ['answer', { ok: true, text: 'answer' }],
    ['\n answer \n', { ok: true, text: 'answer' }],
    ['```\nfenced\n```', { ok: true, text: 'fenced' }],
    ['  ', { ok: false, message: KIT_AI_GENERATOR_AI_EMPTY }],
  ])('%j gives %j', (answer, expected) => {
    expect(readKitAiGeneratorAnswer(answer)).toEqual(expected);
  });
});
