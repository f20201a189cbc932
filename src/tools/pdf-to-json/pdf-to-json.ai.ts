import { PDF_MIME_TYPE, PDF_RETRY_ANSWER_MAX_CHARS, PDF_TO_JSON_TASK, pdfToJsonResponseSchema, type PdfToJsonRequest } from '@contract/pdf-to-json';
import type { z } from 'zod';
import { requestAiJson } from '@/lib/ai/client';
import { guarded, type PdfResult } from './pdf-convert';
import { readPdfAnswer, schemaProblems } from './pdf-to-json.logic';

/**
 * The AI engine: the PDF as inline data with the prompt (and schema). An answer that breaks the
 * schema is sent back once with what was wrong; what is still wrong after that is shown.
 */
export function convertWithAi(file: File, prompt: string, schemaText: string, schema: z.ZodType | null, signal: AbortSignal): Promise<PdfResult> {
  return guarded(async () => {
    const { fileToBase64 } = await import('./pdf-reader');
    const request: PdfToJsonRequest = { pdf: { mimeType: PDF_MIME_TYPE, data: await fileToBase64(file) }, prompt, ...(schema ? { schema: schemaText } : {}) };
    const ask = async (retry?: PdfToJsonRequest['retry']) =>
      readPdfAnswer((await requestAiJson(PDF_TO_JSON_TASK, retry ? { ...request, retry } : request, pdfToJsonResponseSchema, { signal })).result);

    const first = await ask();
    if (first.kind === 'error') return { kind: 'failed', message: first.message };
    if (!schema) return { kind: 'json', value: first.value, schemaCheck: null };
    const problems = schemaProblems(schema, first.value);
    if (problems.length === 0) return { kind: 'json', value: first.value, schemaCheck: { status: 'valid', retried: false } };
    const previousAnswer = JSON.stringify(first.value);
    // Too long to send back: show the answer with its problems rather than a truncated retry.
    if (previousAnswer.length > PDF_RETRY_ANSWER_MAX_CHARS) return { kind: 'json', value: first.value, schemaCheck: { status: 'invalid', problems } };

    const second = await ask({ previousAnswer, problems });
    if (second.kind === 'error') return { kind: 'failed', message: second.message };
    const remaining = schemaProblems(schema, second.value);
    return {
      kind: 'json',
      value: second.value,
      schemaCheck: remaining.length === 0 ? { status: 'valid', retried: true } : { status: 'invalid', problems: remaining },
    };
  });
}
