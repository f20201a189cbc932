import { formatNumber } from '@contract/format-number';

/**
 * Roman numerals in the standard form: I V X L C D M, a smaller numeral before a larger one subtracts
 * (IV 4, IX 9, XL 40, XC 90, CD 400, CM 900), no numeral repeats more than three times, and the range
 * is 1 to 3,999 (there is no zero, and larger numbers need an overline this form cannot write).
 */
export const ROMAN_MAX = 3999;

const NUMERALS: readonly [number, string][] = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];
const VALUES: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };
const STANDARD = /^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/;

export type RomanOutcome<T> = { ok: true; value: T } | { ok: false; message: string };

export function toRoman(value: number): RomanOutcome<string> {
  if (!Number.isInteger(value)) return { ok: false, message: 'Roman numerals are whole numbers.' };
  if (value < 1 || value > ROMAN_MAX) return { ok: false, message: `Roman numerals run from 1 to ${formatNumber(ROMAN_MAX)}.` };
  let rest = value;
  let text = '';
  for (const [amount, numeral] of NUMERALS) {
    for (; rest >= amount; rest -= amount) text += numeral;
  }
  return { ok: true, value: text };
}

/** Reads a numeral in either case; one that is readable but not standard (IIII, IC) is refused with its standard spelling. */
export function fromRoman(input: string): RomanOutcome<number> {
  const text = input.trim().toUpperCase();
  if (text === '') return { ok: false, message: 'Enter a Roman numeral.' };
  const stranger = [...text].find((char) => !(char in VALUES));
  if (stranger) return { ok: false, message: `"${stranger}" is not a Roman numeral (use I, V, X, L, C, D and M).` };
  let total = 0;
  for (let index = 0; index < text.length; index += 1) {
    const value = VALUES[text[index] as string] as number;
    const next = VALUES[text[index + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  if (STANDARD.test(text)) return { ok: true, value: total };
  const standard = total >= 1 && total <= ROMAN_MAX ? toRoman(total) : null;
  return {
    ok: false,
    message: standard?.ok ? `${text} is not a standard numeral: ${total} is written ${standard.value}.` : `${text} is not a standard Roman numeral.`,
  };
}
