import { isAbort } from '@/lib/ai/ai-error';
import { failureMessage } from './pdf-to-json.logic';

/** How the result stands against the visitor's JSON Schema, when one was given. */
export type SchemaCheck = { status: 'valid'; retried: boolean } | { status: 'invalid'; problems: string[] };

export type PdfResult = { kind: 'json'; value: unknown; schemaCheck: SchemaCheck | null } | { kind: 'failed'; message: string };

/** Runs a conversion; every failure but a cancel becomes the spec's "Failed to process PDF. {detail}". */
export async function guarded(run: () => Promise<PdfResult>): Promise<PdfResult> {
  try {
    return await run();
  } catch (error) {
    if (isAbort(error)) throw error;
    return { kind: 'failed', message: failureMessage(error) };
  }
}

/** The Local engine: metadata, page texts and "label: value" pairs, with no key and no network. */
export function convertLocally(file: File, signal: AbortSignal): Promise<PdfResult> {
  return guarded(async () => {
    const { extractLocally } = await import('./pdf-reader');
    return { kind: 'json', value: await extractLocally(file, signal), schemaCheck: null };
  });
}
