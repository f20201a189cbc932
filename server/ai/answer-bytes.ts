import type { TaskOutput } from './task';

/**
 * Bytes of answer body per output token a task allows, a few times what a model writes: a text token
 * is about 4 bytes of UTF-8, so 32 leaves room for JSON escapes (up to 6 bytes a character) and long
 * tokens. An image is billed about 1290 tokens and arrives as base64 PNG of at most about 4 MB (the
 * largest image, raw), about 3 KB a token, so 1 KB a token holds it twice over within logo-mockup's
 * cap of 8192 (8 MB).
 */
const BYTES_PER_TOKEN: Record<TaskOutput['output'], number> = { stream: 32, text: 32, json: 32, image: 1024 };
/** The response around the answer: candidates, usage, safety ratings, a thought signature. */
const ENVELOPE_BYTES = 64 * 1024;

/** The most of a whole answer's body to read for a task with this output and output token cap. */
export function maxAnswerBytes(output: TaskOutput['output'], maxOutputTokens: number): number {
  return ENVELOPE_BYTES + BYTES_PER_TOKEN[output] * maxOutputTokens;
}
