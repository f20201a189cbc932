import { formatInBase, groupDigits, groupingFor, parseInteger } from './number-base-converter.logic';
import { fixedWidthView, type FixedWidthView, WIDTHS } from './twos-complement.logic';

export interface ConversionRequest {
  input: string;
  base: number;
  /** The extra output base the visitor chose, 2 to 64. */
  otherBase: number;
  group: boolean;
  uppercase: boolean;
}

export interface ConvertedRow {
  label: string;
  base: number;
  text: string;
}

/** `readAs` is the base a prefix named when it is not the one asked for ("0xff" while From base is decimal). */
export type Conversion =
  { ok: true; rows: ConvertedRow[]; widths: FixedWidthView[]; readAs: number | null } | { ok: false; message: string; column: number | null };

const SHOWN_BASES = [2, 8, 10, 16, 36, 64];

const rowLabel = (base: number) => ({ 2: 'Binary', 8: 'Octal', 10: 'Decimal', 16: 'Hexadecimal' })[base] ?? `Base ${base}`;

/** The number in every base shown, and how it sits in 8- to 64-bit registers: what the screen draws, off the main thread when long. */
export function convertNumber({ input, base, otherBase, group, uppercase }: ConversionRequest): Conversion {
  const parsed = parseInteger(input, base);
  if (!parsed.ok) return parsed;
  const bases = SHOWN_BASES.includes(otherBase) ? SHOWN_BASES : [...SHOWN_BASES, otherBase];
  const rows = bases.map((rowBase) => {
    let text = formatInBase(parsed.value, rowBase);
    if (uppercase && rowBase <= 36) text = text.toUpperCase();
    if (group && rowBase !== 64) {
      const { size, separator } = groupingFor(rowBase);
      text = groupDigits(text, size, separator);
    }
    return { label: rowLabel(rowBase), base: rowBase, text };
  });
  return { ok: true, rows, widths: WIDTHS.map((bits) => fixedWidthView(parsed.value, bits)), readAs: parsed.base === base ? null : parsed.base };
}
