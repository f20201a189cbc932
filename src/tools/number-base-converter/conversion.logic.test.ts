import { describe, expect, it } from 'vitest';
import { convertNumber } from './conversion.logic';

const request = { input: '255', base: 10, otherBase: 62, group: false, uppercase: false };

describe('convertNumber', () => {
  it('shows the number in every common base and the chosen one', () => {
    const result = convertNumber(request);
    expect(result.ok && result.rows.map(({ label, text }) => `${label}: ${text}`)).toEqual([
      'Binary: 11111111',
      'Octal: 377',
      'Decimal: 255',
      'Hexadecimal: ff',
      'Base 36: 73',
      'Base 64: 3/',
      'Base 62: 47',
    ]);
  });

  it('groups digits and writes letters in upper case when asked, leaving base 64 as it is', () => {
    const result = convertNumber({ ...request, input: '-1234567', group: true, uppercase: true });
    expect(result.ok && Object.fromEntries(result.rows.map(({ base, text }) => [base, text]))).toMatchObject({
      2: '-1 0010 1101 0110 1000 0111',
      10: '-1,234,567',
      16: '-12 D687',
      64: '-4Jq7',
    });
  });

  it('does not repeat a base that is already shown', () => {
    const result = convertNumber({ ...request, otherBase: 16 });
    expect(result.ok && result.rows).toHaveLength(6);
  });

  it('says how the number sits in fixed-width registers', () => {
    const result = convertNumber({ ...request, input: '-1' });
    expect(result.ok && result.widths.map(({ bits, pattern }) => [bits, pattern])).toEqual([
      [8, 0xffn],
      [16, 0xffffn],
      [32, 0xffffffffn],
      [64, 0xffffffffffffffffn],
    ]);
  });

  it('passes a parse failure on, with its column', () => {
    expect(convertNumber({ ...request, input: '12x' })).toEqual({ ok: false, message: '"x" is not a decimal digit (column 3).', column: 3 });
  });
});
