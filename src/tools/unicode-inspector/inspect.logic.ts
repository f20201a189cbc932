import { confusableWith, describeCodePoint, formatCodePoint, isInvisible, markLabel, utf8Length, type CodePointInfo } from './code-point.logic';

/** Rows and marked characters shown at most; the counts always cover the whole text. */
export const SHOWN_LIMIT = 2_000;
/** Code points listed under each changed normalisation form. */
const FORM_CODE_POINTS_LIMIT = 200;

export type NormalizationForm = 'NFC' | 'NFD' | 'NFKC' | 'NFKD';
export const NORMALIZATION_FORMS: readonly NormalizationForm[] = ['NFC', 'NFD', 'NFKC', 'NFKD'];

export interface Summary {
  codePoints: number;
  graphemes: number;
  utf8Bytes: number;
  utf16Units: number;
  invisible: number;
  confusable: number;
}

/** The text cut into plain runs and flagged characters, each flag with a visible label. */
export type MarkedPiece = { kind: 'plain'; text: string } | { kind: 'invisible' | 'confusable'; char: string; label: string; title: string };

export interface NormalizedForm {
  form: NormalizationForm;
  same: boolean;
  text: string;
  codePoints: string[];
  /** Code points of the changed text not listed. */
  moreCodePoints: number;
}

export interface Inspection {
  summary: Summary;
  rows: CodePointInfo[];
  /** Code points past the rows shown. */
  notShown: number;
  marked: MarkedPiece[];
  forms: NormalizedForm[];
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function countGraphemes(text: string): number {
  let count = 0;
  for (const _ of segmenter.segment(text)) count += 1; // eslint-disable-line @typescript-eslint/no-unused-vars
  return count;
}

function normalizedForm(text: string, form: NormalizationForm): NormalizedForm {
  const normalized = text.normalize(form);
  if (normalized === text) return { form, same: true, text: normalized, codePoints: [], moreCodePoints: 0 };
  const codePoints: string[] = [];
  let total = 0;
  for (const char of normalized) {
    if (total < FORM_CODE_POINTS_LIMIT) codePoints.push(formatCodePoint(char.codePointAt(0) as number));
    total += 1;
  }
  return { form, same: false, text: normalized, codePoints, moreCodePoints: total - codePoints.length };
}

/** Everything the screen shows about a text: one pass for the counts, full detail for the first SHOWN_LIMIT code points. */
export function inspect(text: string): Inspection {
  const summary: Summary = { codePoints: 0, graphemes: countGraphemes(text), utf8Bytes: 0, utf16Units: text.length, invisible: 0, confusable: 0 };
  const rows: CodePointInfo[] = [];
  const marked: MarkedPiece[] = [];
  let plain = '';
  for (const char of text) {
    const codePoint = char.codePointAt(0) as number;
    const shown = summary.codePoints < SHOWN_LIMIT;
    summary.codePoints += 1;
    // A lone surrogate becomes U+FFFD (3 bytes) when the text is written as UTF-8.
    summary.utf8Bytes += codePoint >= 0xd800 && codePoint <= 0xdfff ? 3 : utf8Length(codePoint);
    const invisible = isInvisible(codePoint, char);
    const lookAlike = invisible ? null : confusableWith(codePoint, char);
    if (invisible) summary.invisible += 1;
    if (lookAlike !== null) summary.confusable += 1;
    if (!shown) continue;
    rows.push(describeCodePoint(char));
    if (!invisible && lookAlike === null) {
      plain += char;
      continue;
    }
    if (plain) marked.push({ kind: 'plain', text: plain });
    plain = '';
    const label = formatCodePoint(codePoint);
    marked.push(
      invisible
        ? { kind: 'invisible', char, label: markLabel(codePoint), title: `Invisible character ${label}` }
        : { kind: 'confusable', char, label: `${char} ${label}`, title: `${label} looks like "${lookAlike}"` },
    );
  }
  if (plain) marked.push({ kind: 'plain', text: plain });
  return {
    summary,
    rows,
    notShown: summary.codePoints - rows.length,
    marked,
    forms: NORMALIZATION_FORMS.map((form) => normalizedForm(text, form)),
  };
}
