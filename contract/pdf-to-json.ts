import * as z from 'zod/mini';
import { promptTooLong } from './messages';

/** POST /api/ai/pdf-to-json: structured data from a PDF, guided by the visitor's prompt, answered as JSON. */
export const PDF_TO_JSON_TASK = 'pdf-to-json';

export const PDF_MIME_TYPE = 'application/pdf';
export const PDF_MAX_MB = 10;
export const PDF_MAX_BYTES = PDF_MAX_MB * 1024 * 1024;
export const PDF_PROMPT_MAX_CHARS = 4000;
export const PDF_SCHEMA_MAX_CHARS = 20_000;
/**
 * A retry sends back the model's own answer (the browser's JSON.stringify of it) and the schema's
 * complaints: room for an ordinary extraction, not for a second document of the visitor's own.
 */
export const PDF_RETRY_ANSWER_MAX_CHARS = 20_000;
export const PDF_RETRY_PROBLEMS_MAX = 10;
export const PDF_RETRY_PROBLEM_MAX_CHARS = 300;

export const PDF_TYPE_MESSAGE = 'Please upload a valid PDF file.';
export const PDF_SIZE_MESSAGE = 'PDF size should be less than 10MB.';
export const PDF_PROMPT_MESSAGE = 'Please provide a prompt to guide the conversion.';

/** Base64 characters for a number of bytes: 4 for every 3, padded. */
export const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;

/** Bytes that a base64 text decodes to. */
function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Every PDF starts with "%PDF-", which is "JVBERi0" in base64. */
const PDF_MAGIC_BASE64 = 'JVBERi0';

// Strict: unknown fields (a model id, a system prompt, a key) are refused, not ignored.
export const pdfToJsonRequestSchema = z.strictObject({
  pdf: z.strictObject({
    mimeType: z.string().check(z.refine((type) => type === PDF_MIME_TYPE, PDF_TYPE_MESSAGE)),
    data: z.string().check(
      // Checked cheaply before anything else: a longer text cannot decode to 10 MB or less.
      z.maxLength(base64Length(PDF_MAX_BYTES), PDF_SIZE_MESSAGE),
      // A plain character class: no backtracking on a 14 MB text.
      z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'not valid base64'),
      z.refine((data) => data.length % 4 === 0, 'The PDF data is not valid base64.'),
      z.refine((data) => data.startsWith(PDF_MAGIC_BASE64), PDF_TYPE_MESSAGE),
      z.refine((data) => decodedLength(data) <= PDF_MAX_BYTES, PDF_SIZE_MESSAGE),
    ),
  }),
  prompt: z.string().check(z.trim(), z.minLength(1, PDF_PROMPT_MESSAGE), z.maxLength(PDF_PROMPT_MAX_CHARS, promptTooLong(PDF_PROMPT_MAX_CHARS))),
  /** An optional JSON Schema (as text) the answer must match. */
  schema: z.optional(z.string().check(z.maxLength(PDF_SCHEMA_MAX_CHARS, `The JSON Schema is too long: at most ${PDF_SCHEMA_MAX_CHARS} characters.`))),
  /** The one retry after an answer failed the schema: that answer and what was wrong with it. */
  retry: z.optional(
    z.strictObject({
      previousAnswer: z
        .string()
        .check(
          z.maxLength(PDF_RETRY_ANSWER_MAX_CHARS, 'The previous answer is too long to send back.'),
          z.refine(isJson, 'The previous answer must be the JSON the model gave.'),
        ),
      problems: z
        .array(z.string().check(z.maxLength(PDF_RETRY_PROBLEM_MAX_CHARS, `A retry problem is at most ${PDF_RETRY_PROBLEM_MAX_CHARS} characters.`)))
        .check(z.minLength(1), z.maxLength(PDF_RETRY_PROBLEMS_MAX, `A retry sends at most ${PDF_RETRY_PROBLEMS_MAX} problems.`)),
    }),
  ),
});
export type PdfToJsonRequest = z.infer<typeof pdfToJsonRequestSchema>;

/** The longest failure report of the model's that is passed on to the visitor; a longer one is cut. */
export const PDF_MODEL_ERROR_MAX_CHARS = 500;

/**
 * The spec's rule for an answer that is not JSON: "if it contains 'error', it is shown as the error".
 * Case-insensitive on purpose: a model's failure report usually starts a sentence ("Error: the file
 * is encrypted"), and a case-sensitive check would turn exactly those into a generic failure. The
 * same rule serves the server (raw answers) and the browser (a JSON string that holds such text).
 */
export const reportsAnError = (answer: string) => /error/i.test(answer);

/**
 * The model's failure report as the visitor sees it: plain one-line text of at most
 * PDF_MODEL_ERROR_MAX_CHARS characters. Control and bidirectional-formatting characters go, so the
 * text cannot reorder or hide the words around it; runs of white space become one space.
 */
export function modelErrorText(answer: string): string {
  const plain = answer
    .replace(/[\p{Cc}\p{Cf}]/gu, (character) => (/\s/.test(character) ? ' ' : ''))
    .replace(/\s+/g, ' ')
    .trim();
  const characters = Array.from(plain);
  return characters.length <= PDF_MODEL_ERROR_MAX_CHARS
    ? plain
    : `${characters
        .slice(0, PDF_MODEL_ERROR_MAX_CHARS - 1)
        .join('')
        .trimEnd()}…`;
}

/** The gateway's answer: whatever JSON the model produced. */
export const pdfToJsonResponseSchema = z.object({ result: z.unknown() });

/**
 * The largest body: a 10 MB PDF in base64, plus room for the prompt, the schema and a retry's
 * previous answer (each JSON-escaped at worst 6 bytes a character) and the field names.
 */
export const PDF_TO_JSON_MAX_BODY_BYTES =
  base64Length(PDF_MAX_BYTES) +
  6 * (PDF_PROMPT_MAX_CHARS + PDF_SCHEMA_MAX_CHARS + PDF_RETRY_ANSWER_MAX_CHARS + PDF_RETRY_PROBLEMS_MAX * PDF_RETRY_PROBLEM_MAX_CHARS) +
  4096;
