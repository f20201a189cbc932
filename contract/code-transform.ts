import * as z from 'zod/mini';
import { formatNumber } from './format-number';
import { aiInputTooLong, INPUT_EMPTY } from './messages';

/**
 * Shared by the code tools' AI tasks (sql-beautify, js-minify, css-minify): the code field with its
 * limits, and the answer shape of a task whose output is one text.
 */

/** The most code one AI request may carry: an answer of about this size still fits the fast model's output. */
export const AI_CODE_MAX_CHARS = 50_000;

/** The largest body of a request carrying up to `maxChars` of code: JSON-escaped at worst 6 bytes a character, plus the options. */
export const codeBodyBytes = (maxChars: number) => maxChars * 6 + 4 * 1024;

export const AI_CODE_MAX_BODY_BYTES = codeBodyBytes(AI_CODE_MAX_CHARS);

export const AI_INPUT_TOO_LONG = aiInputTooLong('Input', AI_CODE_MAX_CHARS);

/** Not trimmed: the code goes upstream exactly as typed. */
export const aiCodeField = z.string().check(
  z.maxLength(AI_CODE_MAX_CHARS, AI_INPUT_TOO_LONG),
  z.refine((code) => code.trim() !== '', INPUT_EMPTY),
);

/** Source a code generator reads (SQL, JSON), trimmed: empty is refused, and so is more than `maxChars`. */
export const aiSourceField = (what: string, maxChars: number) =>
  z.string().check(z.trim(), z.minLength(1, INPUT_EMPTY), z.maxLength(maxChars, `${what} is too long: at most ${formatNumber(maxChars)} characters.`));

/**
 * The code tools' convention: an answer starting with this is the model refusing the input. The
 * server's prompt asks for it; the browser shows such an answer as the error, with no output.
 */
export const AI_CODE_ERROR_MARKER = '// Error';

/** What POST /api/ai/<task> answers for a task whose output is 'text'. */
export const aiTextAnswerSchema = z.object({ text: z.string() });

/**
 * Prompts ask for code only, yet models sometimes wrap it in a markdown fence anyway: strip one
 * fence around the whole answer (with or without a language tag), and nothing inside the code.
 */
const WHOLE_FENCE = /^```[^\n`]*\n([\s\S]*?)\n?```$/;

export function stripCodeFence(answer: string): string {
  const trimmed = answer.trim();
  return WHOLE_FENCE.exec(trimmed)?.[1] ?? trimmed;
}
