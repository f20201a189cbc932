/**
 * Colour extraction for the Local engine: a weighted k-means in OKLab (OKLCH's Cartesian form,
 * where distance is what the eye sees) over a histogram of the logo's opaque pixels. Seeding by
 * farthest colour first means a small but distinct area (a red dot) still gets its own cluster,
 * and each cluster's share of the pixels tells the role rules what dominates.
 */
import { rgbToOklab } from '@/lib/color/oklab';

export interface ColorCluster {
  hex: string;
  /** Fraction of the opaque pixels, 0–1. */
  share: number;
}

const MAX_CLUSTERS = 8;
const MAX_ITERATIONS = 24;
/** Pixels more transparent than this are the logo's surroundings, not its colours. */
const MIN_ALPHA = 128;
/** A colour must cover this share of the pixels to seed a cluster: noise and anti-aliasing do not. */
const MIN_SEED_SHARE = 0.002;
/** Colours closer than this (OKLab) are one colour to the eye. */
const SAME_COLOR = 0.045;
const MIN_RESULT_SHARE = 0.002;

interface Points {
  /** Mean sRGB of each bucket's pixels. */
  rgb: Float64Array;
  lab: Float64Array;
  weight: Float64Array;
  count: number;
  total: number;
}

/** Opaque pixels in 32 levels per channel, each bucket at its pixels' mean colour. */
function histogram(pixels: Uint8ClampedArray): Points {
  const counts = new Uint32Array(32 * 32 * 32);
  const sums = new Float64Array(32 * 32 * 32 * 3);
  let total = 0;
  for (let offset = 0; offset + 3 < pixels.length; offset += 4) {
    if ((pixels[offset + 3] as number) < MIN_ALPHA) continue;
    const r = pixels[offset] as number;
    const g = pixels[offset + 1] as number;
    const b = pixels[offset + 2] as number;
    const key = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
    counts[key] = (counts[key] as number) + 1;
    sums[key * 3] = (sums[key * 3] as number) + r;
    sums[key * 3 + 1] = (sums[key * 3 + 1] as number) + g;
    sums[key * 3 + 2] = (sums[key * 3 + 2] as number) + b;
    total += 1;
  }
  const used = counts.reduce((sum, count) => sum + (count > 0 ? 1 : 0), 0);
  const rgb = new Float64Array(used * 3);
  const lab = new Float64Array(used * 3);
  const weight = new Float64Array(used);
  let point = 0;
  counts.forEach((count, key) => {
    if (count === 0) return;
    const mean = [(sums[key * 3] as number) / count, (sums[key * 3 + 1] as number) / count, (sums[key * 3 + 2] as number) / count] as const;
    rgb.set(mean, point * 3);
    lab.set(rgbToOklab(...mean), point * 3);
    weight[point] = count;
    point += 1;
  });
  return { rgb, lab, weight, count: used, total };
}

const distance = (a: ArrayLike<number>, ai: number, b: ArrayLike<number>, bi: number) =>
  Math.hypot(
    (a[ai * 3] as number) - (b[bi * 3] as number),
    (a[ai * 3 + 1] as number) - (b[bi * 3 + 1] as number),
    (a[ai * 3 + 2] as number) - (b[bi * 3 + 2] as number),
  );

/** The most common colour first, then repeatedly the colour farthest from every seed so far. */
function seeds(points: Points): number[] {
  let heaviest = 0;
  for (let point = 1; point < points.count; point += 1) if ((points.weight[point] as number) > (points.weight[heaviest] as number)) heaviest = point;
  const chosen = [heaviest];
  const nearest = new Float64Array(points.count).fill(Infinity);
  while (chosen.length < MAX_CLUSTERS) {
    const last = chosen[chosen.length - 1] as number;
    let farthest = -1;
    for (let point = 0; point < points.count; point += 1) {
      nearest[point] = Math.min(nearest[point] as number, distance(points.lab, point, points.lab, last));
      if ((points.weight[point] as number) / points.total < MIN_SEED_SHARE) continue;
      if (farthest < 0 || (nearest[point] as number) > (nearest[farthest] as number)) farthest = point;
    }
    if (farthest < 0 || (nearest[farthest] as number) < SAME_COLOR) break;
    chosen.push(farthest);
  }
  return chosen;
}

/** The logo's colours with their shares, most common first; empty when no pixel is opaque. */
export function extractColors(pixels: Uint8ClampedArray): ColorCluster[] {
  const points = histogram(pixels);
  if (points.total === 0) return [];
  const centers = new Float64Array(seeds(points).flatMap((point) => [...points.lab.subarray(point * 3, point * 3 + 3)]));
  const clusterCount = centers.length / 3;
  const owner = new Int32Array(points.count).fill(-1);
  const mass = new Float64Array(clusterCount);

  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration += 1) {
    let moved = false;
    for (let point = 0; point < points.count; point += 1) {
      let best = 0;
      for (let cluster = 1; cluster < clusterCount; cluster += 1)
        if (distance(points.lab, point, centers, cluster) < distance(points.lab, point, centers, best)) best = cluster;
      if (owner[point] !== best) moved = true;
      owner[point] = best;
    }
    const sums = new Float64Array(clusterCount * 3);
    mass.fill(0);
    for (let point = 0; point < points.count; point += 1) {
      const cluster = owner[point] as number;
      const weight = points.weight[point] as number;
      mass[cluster] = (mass[cluster] as number) + weight;
      for (let axis = 0; axis < 3; axis += 1)
        sums[cluster * 3 + axis] = (sums[cluster * 3 + axis] as number) + (points.lab[point * 3 + axis] as number) * weight;
    }
    for (let cluster = 0; cluster < clusterCount; cluster += 1) {
      if ((mass[cluster] as number) === 0) continue;
      for (let axis = 0; axis < 3; axis += 1) centers[cluster * 3 + axis] = (sums[cluster * 3 + axis] as number) / (mass[cluster] as number);
    }
    if (!moved) break;
  }

  // Each colour is shown as its most common exact shade, not the mean: anti-aliased edges would pull
  // a flat brand colour off its true value.
  const heaviest = new Int32Array(clusterCount).fill(-1);
  for (let point = 0; point < points.count; point += 1) {
    const cluster = owner[point] as number;
    const best = heaviest[cluster] as number;
    if (best < 0 || (points.weight[point] as number) > (points.weight[best] as number)) heaviest[cluster] = point;
  }
  const clusters = Array.from({ length: clusterCount }, (_, cluster) => ({
    lab: [centers[cluster * 3], centers[cluster * 3 + 1], centers[cluster * 3 + 2]] as [number, number, number],
    shade: heaviest[cluster] as number,
    share: (mass[cluster] as number) / points.total,
  }))
    .filter((cluster) => cluster.shade >= 0)
    .sort((a, b) => b.share - a.share);

  // Clusters that ended up the same colour are one.
  const merged: typeof clusters = [];
  for (const cluster of clusters) {
    const same = merged.find((other) => Math.hypot(other.lab[0] - cluster.lab[0], other.lab[1] - cluster.lab[1], other.lab[2] - cluster.lab[2]) < SAME_COLOR);
    if (same) same.share += cluster.share;
    else merged.push({ ...cluster });
  }
  return merged.filter((cluster) => cluster.share >= MIN_RESULT_SHARE).map((cluster) => ({ hex: rgbHex(points.rgb, cluster.shade), share: cluster.share }));
}

function rgbHex(rgb: Float64Array, point: number): string {
  const channels = [0, 1, 2].map((axis) =>
    Math.round(rgb[point * 3 + axis] as number)
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${channels.join('')}`.toUpperCase();
}
