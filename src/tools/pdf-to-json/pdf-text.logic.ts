/** A text run as pdf.js gives it: its text, its transform (e, f = x, y), width and end-of-line flag. */
export interface TextRun {
  str: string;
  transform: readonly number[];
  width: number;
  height: number;
  hasEOL: boolean;
}

/**
 * One page's text with its layout kept where it carries meaning: runs on one baseline are joined,
 * with a space for a small gap and a tab for a wide one (a column), and a new baseline starts a line.
 */
export function pageText(runs: readonly TextRun[]): string {
  let text = '';
  let lastY: number | null = null;
  let lastEnd = 0;
  for (const run of runs) {
    const [, , , , x = 0, y = 0] = run.transform;
    const size = Math.max(run.height, 1);
    if (lastY !== null && Math.abs(y - lastY) > size * 0.5) text = `${text.trimEnd()}\n`;
    else if (lastY !== null && run.str !== '' && !text.endsWith('\n')) {
      const gap = x - lastEnd;
      if (gap > size * 1.5) text = `${text.trimEnd()}\t`;
      else if (gap > size * 0.15 && !/\s$/.test(text) && !run.str.startsWith(' ')) text += ' ';
    }
    text += run.str;
    if (run.str !== '') {
      lastY = y;
      lastEnd = x + run.width;
    }
    if (run.hasEOL) {
      text = `${text.trimEnd()}\n`;
      lastY = null;
    }
  }
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface LabelValue {
  label: string;
  value: string;
  page: number;
}

/** "Invoice Number: INV-1" (a label with a letter, up to 60 characters, then a colon and a value). */
const PAIR = /^([\p{L}][\p{L}\p{N} .#/&()'-]{0,59}?)\s*:\s*(\S.*)$/u;

/** The "label: value" pairs of a page, one per line or per tab-separated column. */
export function labelValuePairs(text: string, page: number): LabelValue[] {
  const pairs: LabelValue[] = [];
  for (const cell of text.split(/[\n\t]/)) {
    const match = PAIR.exec(cell.trim());
    const label = match?.[1]?.trim();
    const value = match?.[2]?.trim();
    // Not a label: a time ("at 10:30") or a URL ("https://...").
    if (!label || !value || (/\d$/.test(label) && /^\d/.test(value)) || value.startsWith('//')) continue;
    pairs.push({ label, value, page });
  }
  return pairs;
}

/** Labels to values; a label found more than once keeps every value, in order. */
export function fieldsOf(pairs: readonly LabelValue[]): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const { label, value } of pairs) {
    const existing = fields[label];
    fields[label] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return fields;
}

export interface PdfMetadata {
  title: string | null;
  author: string | null;
  subject: string | null;
  keywords: string | null;
  creator: string | null;
  producer: string | null;
  creationDate: string | null;
  modificationDate: string | null;
  pdfVersion: string | null;
}

/** The Local engine's JSON: metadata, the "label: value" fields, and every page's text. */
export function localJson(fileName: string, metadata: PdfMetadata, pages: readonly string[]) {
  const pairs = pages.flatMap((text, index) => labelValuePairs(text, index + 1));
  return {
    file: fileName,
    metadata,
    pageCount: pages.length,
    fields: fieldsOf(pairs),
    pages: pages.map((text, index) => ({ page: index + 1, text })),
  };
}
