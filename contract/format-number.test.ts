import { describe, expect, it } from 'vitest';
import { formatCount, formatNumber } from './format-number';

describe('formatNumber', () => {
  it.each([0, 7, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 123_456_789, 2 ** 31, Number.MAX_SAFE_INTEGER, -1, -1234, -1_000_000])(
    'writes %d as en-US does',
    (value) => {
      expect(formatNumber(value)).toBe(value.toLocaleString('en-US'));
    },
  );

  it.each([
    [0, 1],
    [3.5, 2],
    [1234.5678, 1],
    [1234.5678, 2],
    [0.125, 2],
    [2.675, 2],
    [1_234_567.891, 2],
    [-1234.55, 1],
    [99.95, 1],
    [999.9996, 3],
    [0.5, 0],
    [0.4, 0],
    [9.995, 2],
    [0.000125, 4],
    [1e20 + 0.5, 0],
  ])('writes %d with %d fraction digits as en-US does, rounding the same way', (value, digits) => {
    expect(formatNumber(value, digits)).toBe(value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }));
  });

  it('writes a count with its noun, singular only for exactly one', () => {
    expect([0, 1, 2, 1234].map((count) => formatCount(count, 'item', 'items'))).toEqual(['0 items', '1 item', '2 items', '1,234 items']);
  });
});
