import { z } from 'zod';

/**
 * Shared by the code tools' AI tasks (sql-beautify, js-minify, css-minify): the code field with its
 * limits, and the answer shape of a task whose output is one text.
 */

/** The most code one AI request may carry: an answer of about this size still fits the fast model's output. */
export const AI_CODE_MAX_CHARS = 50_000;

/** The code, JSON-escaped at worst 6 bytes a character, plus the options. */
export const AI_CODE_MAX_BODY_BYTES = AI_CODE_MAX_CHARS * 6 + 4 * 1024;

export const INPUT_EMPTY = 'Input is empty.';
export const AI_INPUT_TOO_LONG = `Input is too long for the AI engine: at most ${AI_CODE_MAX_CHARS.toLocaleString('en')} characters. Use the Local engine for bigger input.`;

/** Not trimmed: the code goes upstream exactly as typed. */
export const aiCodeField = z
  .string()
  .max(AI_CODE_MAX_CHARS, AI_INPUT_TOO_LONG)
  .refine((code) => code.trim() !== '', INPUT_EMPTY);

/** What POST /api/ai/<task> answers for a task whose output is 'text'. */
export const aiTextAnswerSchema = z.object({ text: z.string() });
