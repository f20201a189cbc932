import { COLOR_PALETTE_TASK, colorPaletteAnswerSchema, type ColorPaletteRequest, PALETTE_SIZE } from '@contract/color-palette';
import type { AiPrompt } from '../provider';
import { defineTask } from '../task';
import { USER_DATA_RULE, userField, userMessage } from '../user-data';

const SYSTEM = [
  'You are a colour designer. Create a harmonious palette of exactly 5 colours that suits the theme the user describes.',
  'Answer with JSON only: {"colors": ["#RRGGBB", "#RRGGBB", "#RRGGBB", "#RRGGBB", "#RRGGBB"]}, six-digit hex values, no names, no comments, no markdown.',
  'Vary lightness so the palette holds at least one light and one dark colour usable together for text and backgrounds.',
  USER_DATA_RULE,
  'The THEME block describes the theme.',
  'If the description cannot be turned into colours at all, answer {"error": "<one short sentence saying why>"} instead.',
].join(' ');

function colorPalettePrompt({ prompt, locked = [] }: ColorPaletteRequest): AiPrompt {
  const keep = locked.length
    ? [
        `Keep these colours exactly, at these places (1 to ${PALETTE_SIZE}), and choose the others to go with them:`,
        ...locked.map(({ index, hex }) => `${index + 1}: ${hex.toUpperCase()}`),
      ]
    : [];
  return {
    system: SYSTEM,
    text: userMessage([...keep, userField('THEME', prompt)]),
  };
}

export const colorPaletteTask = defineTask({
  id: COLOR_PALETTE_TASK,
  tier: 'fast',
  cost: 1,
  maxOutputTokens: 512,
  needs: ['text'],
  output: 'json',
  schema: colorPaletteAnswerSchema,
  // 500 characters JSON-escaped at worst 6 bytes each, plus four locked colours.
  maxBodyBytes: 8 * 1024,
  prompt: colorPalettePrompt,
});
