// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { gzipBytes, measureSizes, savedPercent, utf8Bytes } from './code-transform';

describe('sizes', () => {
  it('counts UTF-8 bytes, not characters', () => {
    expect(utf8Bytes('abc')).toBe(3);
    expect(utf8Bytes('é€😀')).toBe(2 + 3 + 4);
  });

  it('measures gzip like zlib does, give or take the header', async () => {
    const text = 'function add(a, b) { return a + b; }\n'.repeat(200);
    expect(Math.abs((await gzipBytes(text)) - gzipSync(text).length)).toBeLessThanOrEqual(8);
    expect(await gzipBytes(text)).toBeLessThan(text.length / 10);
  });

  it('reports both sides', async () => {
    expect(await measureSizes('a  =  1;', 'a=1;')).toMatchObject({ originalBytes: 8, outputBytes: 4 });
  });

  it.each([
    [1000, 250, 75],
    [3, 2, 33.3],
    [100, 120, -20],
    [0, 0, 0],
  ])('savedPercent(%i, %i) is %d', (original, output, percent) => {
    expect(savedPercent(original, output)).toBe(percent);
  });
});
