import type { SourcePosition } from '@contract/position';

/**
 * Shared by the code tools (SQL Beautifier, JS Minifier, CSS Minifier): the result of one run, its
 * verdict, its sizes, and the message for a position in the input. Pure, so it runs in their workers.
 */

/** How far a result can be trusted: ok, a warning to read, or an error (the output is wrong). */
export type VerdictLevel = 'ok' | 'warning' | 'error';

export interface Verdict {
  level: VerdictLevel;
  text: string;
}

/** Byte sizes (UTF-8) of the input and the output, and of both gzipped. */
export interface SizeStats {
  originalBytes: number;
  outputBytes: number;
  originalGzipBytes: number;
  outputGzipBytes: number;
}

export type TransformResult =
  { ok: true; output: string; verdict: Verdict; sizes: SizeStats | null } | { ok: false; message: string; position: SourcePosition | null };

/** Work for a code tool's worker: run the Local engine, or check an AI answer against the input. */
export type CodeJob<Options> = { kind: 'local'; input: string; options: Options } | { kind: 'verify'; input: string; output: string; options: Options };

const encoder = new TextEncoder();

export const utf8Bytes = (text: string): number => encoder.encode(text).length;

/** Gzip size as a web server would send it, with the platform's CompressionStream (browser, worker and Node). */
export async function gzipBytes(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  const reader = stream.getReader();
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return total;
    total += value.byteLength;
  }
}

export async function measureSizes(original: string, output: string): Promise<SizeStats> {
  const [originalGzipBytes, outputGzipBytes] = await Promise.all([gzipBytes(original), gzipBytes(output)]);
  return { originalBytes: utf8Bytes(original), outputBytes: utf8Bytes(output), originalGzipBytes, outputGzipBytes };
}

/** Share of the original removed, one decimal; negative when the output grew. */
export function savedPercent(originalBytes: number, outputBytes: number): number {
  if (originalBytes === 0) return 0;
  return Math.round(((originalBytes - outputBytes) / originalBytes) * 1000) / 10;
}
