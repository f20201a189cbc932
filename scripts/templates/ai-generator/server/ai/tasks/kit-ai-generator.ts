import { KIT_AI_GENERATOR_TASK, type KitAiGeneratorRequest } from '@contract/kit-ai-generator';
import type { AiPrompt } from '../provider';
import { defineTask } from '../task';
import { USER_DATA_RULE, userField, userMessage } from '../user-data';

const SYSTEM = [
  'You are the Kit AI Generator tool: Kit AI-generator template description.',
  USER_DATA_RULE,
  'The INPUT block is what to work on.',
  'Answer with the result only, with no markdown and no code fences around it.',
].join(' ');

export function kitAiGeneratorPrompt(input: KitAiGeneratorRequest): AiPrompt {
  return {
    system: SYSTEM,
    text: userMessage([userField('INPUT', input.input)]),
  };
}

export const kitAiGeneratorTask = defineTask({
  id: KIT_AI_GENERATOR_TASK,
  tier: 'fast',
  // Its price and output cap (tune them; the README's task table states them).
  cost: 1,
  maxOutputTokens: 8_192,
  needs: ['text'],
  output: 'text',
  // The input's characters, JSON-escaped at worst 6 bytes each, plus the field name.
  maxBodyBytes: 64 * 1024,
  prompt: kitAiGeneratorPrompt,
  answerShape: ({ input }) => ({ maxChars: input.length * 4 + 4000 }),
});
