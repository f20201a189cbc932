import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { colorDistance } from '@/lib/color/color-math';
import { extractColors } from './palette-extraction.logic';

/** RGBA pixels: each [hex, count, alpha?] repeated. */
function pixels(...areas: [string, number, number?][]): Uint8ClampedArray {
  const total = areas.reduce((sum, [, count]) => sum + count, 0);
  const data = new Uint8ClampedArray(total * 4);
  let offset = 0;
  for (const [hex, count, alpha = 255] of areas) {
    const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
    for (let index = 0; index < count; index += 1, offset += 4) data.set([r, g, b, alpha], offset);
  }
  return data;
}

const near = (found: string, expected: string) => colorDistance(found, expected) < 0.02;

describe('extractColors', () => {
  it('finds every colour of a flat logo with its share, most common first', () => {
    const clusters = extractColors(pixels(['#FFFFFF', 6000], ['#1D4ED8', 3000], ['#F97316', 900], ['#111827', 100]));
    expect(clusters).toHaveLength(4);
    expect(near(clusters[0]?.hex ?? '', '#FFFFFF')).toBe(true);
    expect(clusters[0]?.share).toBeCloseTo(0.6, 2);
    expect(near(clusters[1]?.hex ?? '', '#1D4ED8')).toBe(true);
    expect(near(clusters[2]?.hex ?? '', '#F97316')).toBe(true);
    expect(near(clusters[3]?.hex ?? '', '#111827')).toBe(true);
  });

  it('keeps a small red area of 0.5 % as its own colour', () => {
    const clusters = extractColors(pixels(['#FFFFFF', 9000], ['#2563EB', 950], ['#DC2626', 50]));
    expect(clusters.some((cluster) => near(cluster.hex, '#DC2626'))).toBe(true);
  });

  it('ignores transparent pixels and returns nothing for a fully transparent image', () => {
    expect(extractColors(pixels(['#000000', 500, 0]))).toEqual([]);
    const clusters = extractColors(pixels(['#000000', 5000, 0], ['#16A34A', 100]));
    expect(clusters).toHaveLength(1);
    expect(clusters[0]?.share).toBe(1);
  });

  it('merges anti-aliasing and noise into the colours around them', () => {
    const clusters = extractColors(pixels(['#FFFFFF', 5000], ['#FEFEFE', 2000], ['#1D4ED8', 3000], ['#1C4DD7', 500], ['#8EA7EC', 5]));
    expect(clusters).toHaveLength(2);
  });

  it('returns shares that add up to 1 and at most 8 colours', () => {
    fc.assert(
      fc.property(fc.uint8ClampedArray({ minLength: 4, maxLength: 4000 }), (data) => {
        const clusters = extractColors(data.subarray(0, data.length - (data.length % 4)));
        expect(clusters.length).toBeLessThanOrEqual(8);
        if (clusters.length > 0) expect(clusters.reduce((sum, cluster) => sum + cluster.share, 0)).toBeGreaterThan(0.95);
        for (const cluster of clusters) expect(cluster.hex).toMatch(/^#[0-9A-F]{6}$/);
      }),
    );
  });
});
