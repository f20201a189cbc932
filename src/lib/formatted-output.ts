import { formatBytes } from './files';

/** What a formatter's output footer says: "Formatted 2 KB in 3 ms", "Minified 1 MB (3 documents) in 40 ms". */
export function formatSummary(minified: boolean, inputLength: number, elapsedMs: number, detail = ''): string {
  return `${minified ? 'Minified' : 'Formatted'} ${formatBytes(inputLength)}${detail} in ${Math.round(elapsedMs)} ms`;
}

/**
 * The downloaded output's name: the opened file's name with ".formatted" or ".min" before `extension`
 * ("pom.formatted.xml"), else "formatted" + `extension`, or "formatted.min" + `extension` when minified.
 */
export function formattedFileName(sourceName: string | null, minified: boolean, extension: string): string {
  const base = sourceName?.replace(/\.[^.]+$/, '') || 'formatted';
  return `${base}${minified ? '.min' : sourceName ? '.formatted' : ''}${extension}`;
}
