import { TEXT_GENERATE_TASK, type TextFormat, type TextGenerateRequest } from '@contract/text-generate';
import type { AnswerShape } from '../answer-shapes';
import type { AiPrompt } from '../provider';
import { defineTask } from '../task';
import { USER_DATA_RULE, userField, userMessage } from '../user-data';

const FORMAT_RULES: Record<TextFormat, string> = {
  plain: 'Write plain text only: no Markdown, no HTML, no headings. Separate paragraphs with one blank line.',
  markdown: 'Write Markdown. Use headings, emphasis and lists only where they suit the text; separate blocks with one blank line.',
  html: 'Write an HTML fragment using only <p>, <h2>, <h3>, <ul>, <ol>, <li>, <strong> and <em>, with no attributes, scripts, styles, <html>, <head> or <body>.',
};

const SYSTEM = [
  'You write placeholder text for designs, prototypes and test data.',
  USER_DATA_RULE,
  'The DESCRIPTION block names a topic or describes the text the user wants.',
  'Answer with the text itself only: no preamble, no comments about the text, no code fences.',
].join(' ');

/** Room for the asked length (about 1.5 tokens a word, 25 words a sentence, 5 sentences a paragraph), capped. */
function maxOutputTokens({ unit, count }: TextGenerateRequest['length']): number {
  const words = unit === 'words' ? count : unit === 'sentences' ? count * 25 : count * 125;
  return Math.min(8192, Math.ceil(words * 1.5) + 256);
}

function textGeneratePrompt(input: TextGenerateRequest): AiPrompt {
  const { unit, count } = input.length;
  const noun = count === 1 ? unit.slice(0, -1) : unit;
  return {
    system: `${SYSTEM} ${FORMAT_RULES[input.format]}`,
    text: userMessage([`Length: exactly ${count} ${noun}.`, userField('DESCRIPTION', input.prompt)]),
    maxOutputTokens: maxOutputTokens(input.length),
  };
}

/** Room for the asked length: at most about 10 characters a word, half as much again for markup. */
function textGenerateShape({ length: { unit, count }, format }: TextGenerateRequest): AnswerShape {
  const words = unit === 'words' ? count : unit === 'sentences' ? count * 40 : count * 200;
  return { maxChars: Math.ceil(words * 10 * (format === 'plain' ? 1 : 1.5)) + 1000 };
}

export const textGenerateTask = defineTask({
  id: TEXT_GENERATE_TASK,
  tier: 'fast',
  cost: 1,
  maxOutputTokens: 8_192,
  needs: ['text'],
  output: 'stream',
  // The prompt's 4000 characters, JSON-escaped at worst 6 bytes each, plus the options.
  maxBodyBytes: 32 * 1024,
  prompt: textGeneratePrompt,
  answerShape: textGenerateShape,
});
