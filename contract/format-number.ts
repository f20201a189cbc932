/**
 * A number as en-US writes it ("1,234,567", "3.50" with two fraction digits): the same text as
 * `value.toLocaleString('en-US', { minimumFractionDigits: n, maximumFractionDigits: n })` for finite numbers
 * from 1e-6 up to 1e21. Not Intl: a page's first Intl number format loads ICU's number data, 6 to 25 ms on
 * this machine, and tools write counts in their first render.
 */
export function formatNumber(value: number, fractionDigits = 0): string {
  const [whole = '', fraction] = roundHalfExpand(Math.abs(value), fractionDigits).split('.');
  const sign = value < 0 ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ',')}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** A count and its noun: "1 item", "1,204 items". */
export function formatCount(count: number, one: string, many: string): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}

/**
 * Rounds as Intl does: the shortest decimal that reads back as the number ("2.675", where toFixed sees
 * 2.67499999...), then half away from zero.
 */
function roundHalfExpand(value: number, digits: number): string {
  const text = String(value);
  if (text.includes('e')) return value.toFixed(digits);
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = `${whole}${fraction.slice(0, digits).padEnd(digits, '0')}`;
  const rounded = (fraction[digits] ?? '0') >= '5' ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  return digits === 0 ? rounded : `${rounded.slice(0, -digits)}.${rounded.slice(-digits)}`;
}
