import {
  modelErrorText,
  PDF_MAX_MB,
  PDF_MIME_TYPE,
  PDF_PROMPT_MESSAGE,
  PDF_RETRY_PROBLEM_MAX_CHARS,
  PDF_RETRY_PROBLEMS_MAX,
  PDF_SIZE_MESSAGE,
  PDF_TYPE_MESSAGE,
  reportsAnError,
} from '@contract/pdf-to-json';
import { z } from 'zod';
import { AiRequestError } from '@/lib/ai/ai-error';
import { binaryFile } from '@/lib/files';

export const DEFAULT_PROMPT =
  'Extract the key invoice details: invoice number, invoice date, due date, seller, buyer, line items (description, quantity, unit price, amount), subtotal, tax and total.';
const NO_FILE_MESSAGE = 'Please upload a PDF file first.';

/** The spec's type and size checks, run in the browser before anything is read (and again on the server). */
// The spec checks the type only (no extensions): a ".pdf" name with another type is refused too.
export const PDF_FILE_RULES = binaryFile({ mimeTypes: [PDF_MIME_TYPE], maxMB: PDF_MAX_MB, messages: { type: PDF_TYPE_MESSAGE, size: PDF_SIZE_MESSAGE } });

/** True when the bytes start as every PDF does ("%PDF-"): catches a renamed file the type check let through. */
export function hasPdfSignature(firstBytes: Uint8Array): boolean {
  return [0x25, 0x50, 0x44, 0x46, 0x2d].every((byte, index) => firstBytes[index] === byte);
}

/** What stops a conversion, in the spec's order and words; null when it may run. */
export function conversionProblem(hasFile: boolean, prompt: string): string | null {
  if (!hasFile) return NO_FILE_MESSAGE;
  return prompt.trim() === '' ? PDF_PROMPT_MESSAGE : null;
}

export type PdfAnswer = { kind: 'json'; value: unknown } | { kind: 'error'; message: string };

/**
 * The model's answer as JSON. The gateway has parsed it already, and answers a raw text that is not
 * JSON but contains "error" with a model_error failure (see failureMessage). A JSON string is looked
 * into, as the spec reads answers as text: JSON inside it is used, and text that is not JSON but
 * contains "error" is the model reporting a failure, shown as the error the same way.
 */
export function readPdfAnswer(result: unknown): PdfAnswer {
  if (typeof result !== 'string') return { kind: 'json', value: result };
  try {
    return { kind: 'json', value: JSON.parse(result) as unknown };
  } catch {
    return reportsAnError(result) ? { kind: 'error', message: modelErrorText(result) } : { kind: 'json', value: result };
  }
}

/**
 * The spec's failure wording: "Failed to process PDF. {detail}", or a fixed sentence for a thrown
 * non-error. The model's own failure report (the gateway's model_error) is the exception: the spec
 * shows that text itself as the error, with no prefix.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof AiRequestError && error.code === 'model_error') return error.message;
  return error instanceof Error && error.message ? `Failed to process PDF. ${error.message}` : 'Failed to process the PDF.';
}

export const prettyJson = (value: unknown) => JSON.stringify(value, null, 2) ?? 'null';

/** "invoice 2024.pdf" → "invoice_2024.json". */
export function jsonFileName(pdfName: string): string {
  const base = pdfName
    .replace(/\.pdf$/i, '')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+|[._]+$/g, '');
  return `${base || 'extracted'}.json`;
}

export type ParsedSchema = { kind: 'none' } | { kind: 'ok'; schema: z.ZodType } | { kind: 'error'; message: string };

/** The optional JSON Schema as typed: nothing, a usable schema (through zod's fromJSONSchema), or why not. */
export function parseJsonSchema(text: string): ParsedSchema {
  if (text.trim() === '') return { kind: 'none' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { kind: 'error', message: `The JSON Schema is not valid JSON: ${(error as Error).message}` };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return { kind: 'error', message: 'The JSON Schema must be a JSON object.' };
  try {
    return { kind: 'ok', schema: z.fromJSONSchema(json as Parameters<typeof z.fromJSONSchema>[0]) };
  } catch (error) {
    return { kind: 'error', message: `The JSON Schema cannot be used: ${(error as Error).message}` };
  }
}

/** Where and how a value breaks the schema, one line each ("items.0.total: Invalid input: expected number..."). */
export function schemaProblems(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues
    .slice(0, PDF_RETRY_PROBLEMS_MAX)
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`.slice(0, PDF_RETRY_PROBLEM_MAX_CHARS));
}
