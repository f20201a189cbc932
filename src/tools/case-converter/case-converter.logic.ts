import { CASES, convertLine, type CaseId, type CaseOptions } from './cases.logic';
import { slugDropsLetters } from './slug.logic';

export interface ConvertRequest {
  text: string;
  target: CaseId;
  options: CaseOptions;
}

export interface Converted {
  /** Every line of the input in the chosen case, line breaks kept (a CRLF file comes back as LF). */
  output: string;
  lines: number;
  /** Lines with letters whose slug came out empty (only Chinese, Japanese or Korean, say). */
  emptySlugs: number;
}

/** Lines are converted one by one, so a list of names becomes a list of identifiers. */
export function convertText({ text, target, options }: ConvertRequest): Converted {
  if (text === '') return { output: '', lines: 0, emptySlugs: 0 };
  const lines = text.split(/\r?\n/);
  let emptySlugs = 0;
  const converted = lines.map((line) => {
    const result = convertLine(line, target, options);
    if (target === 'slug' && slugDropsLetters(line, result)) emptySlugs += 1;
    return result;
  });
  return { output: converted.join('\n'), lines: lines.length, emptySlugs };
}

/** The table of every case shows at most this much of the input: a preview, cheap enough to draw on each keystroke. */
export const PREVIEW_LINES = 10;
export const PREVIEW_LINE_CHARS = 500;

export interface CaseRow {
  id: CaseId;
  label: string;
  text: string;
}

export interface CasePreview {
  rows: CaseRow[];
  /** True when the rows show only the start of the input. */
  partial: boolean;
}

/** Every case of the first lines of the input, for the table; it reads only the input's first few kilobytes, however big the input. */
export function previewEveryCase(text: string, options: CaseOptions): CasePreview {
  const head = text.slice(0, PREVIEW_LINES * (PREVIEW_LINE_CHARS + 2));
  const headLines = head.split(/\r?\n/, PREVIEW_LINES + 1);
  const lines = headLines.slice(0, PREVIEW_LINES).map((line) => line.slice(0, PREVIEW_LINE_CHARS));
  const partial = head.length < text.length || headLines.length > PREVIEW_LINES || lines.some((line, index) => line.length !== headLines[index]?.length);
  const rows = CASES.map(({ id, label }) => ({ id, label, text: lines.map((line) => convertLine(line, id, options)).join('\n') }));
  return { rows, partial };
}
