/**
 * The Local engine: five colours from a prompt's words. Words are matched against a large list
 * of named colours (a "typical" colour per word: the match nearest the middle of all matches,
 * so "ocean" gives an ocean blue, not "Ocean Boat Blue"'s odd cousin), then the palette is
 * completed by a harmony rule in OKLCH, with lightness spread so it has darks and lights to use.
 */
import { colorDistance, hexToLch, hexToOklab, type Lch, lchToHex, normalizeHex } from '@/lib/color/color-math';
import { rgbToOklab } from '@/lib/color/oklab';
import { mulberry32, seedFromText } from '@/lib/seeded-random';

export const harmonies = ['analogous', 'complementary', 'triadic', 'monochrome'] as const;
export type Harmony = (typeof harmonies)[number];

export interface NamedColor {
  name: string;
  hex: string;
}

export interface PaletteColor {
  hex: string;
  /** The nearest named colour (Local engine only). */
  name?: string;
}

export interface LocalPaletteRequest {
  prompt: string;
  harmony: Harmony;
  /** One entry per place (so its length is the palette's size): a locked "#RRGGBB" keeps its place, null is free. */
  locked: readonly (string | null)[];
  /** 0 for the first palette of a prompt; each Generate after it asks for a different one. */
  variation: number;
}

/** The names list, tokenised and in OKLab once, so each palette costs only a scan. */
export interface NameIndex {
  entries: readonly NamedColor[];
  tokens: readonly (readonly string[])[];
  /** L, a, b per entry. */
  lab: Float32Array;
}

const STOP_WORDS = new Set(
  'a an and the of for with in on at to by from my our your its this that colour color colours colors palette palettes theme scheme tones tone shades shade style vibe vibes like some very'.split(
    ' ',
  ),
);

const MAX_WORDS = 12;
const MAX_WORD_ANCHORS = 3;
/** Anchors closer than this (OKLab) are the same colour to the eye. */
const SAME_COLOR = 0.06;

const tokenize = (text: string): string[] =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token !== '');

/** The prompt's meaningful words, in order, without repeats. */
export function promptWords(prompt: string): string[] {
  const words = tokenize(prompt).filter((word) => word.length > 1 && !STOP_WORDS.has(word) && !/^\d+$/.test(word));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

export function indexNames(entries: readonly NamedColor[]): NameIndex {
  const lab = new Float32Array(entries.length * 3);
  entries.forEach((entry, index) => {
    const value = parseInt(entry.hex.slice(1), 16);
    lab.set(rgbToOklab((value >> 16) & 255, (value >> 8) & 255, value & 255), index * 3);
  });
  return { entries, tokens: entries.map((entry) => tokenize(entry.name)), lab };
}

const labDistance = (lab: Float32Array, index: number, point: readonly number[]) =>
  Math.hypot(
    (lab[index * 3] as number) - (point[0] as number),
    (lab[index * 3 + 1] as number) - (point[1] as number),
    (lab[index * 3 + 2] as number) - (point[2] as number),
  );

/** Simple plurals: "oceans" also matches "Ocean". */
const variantsOf = (word: string) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? [word, word.slice(0, -1)] : [word]);

/**
 * The colour a word stands for: an exact name ("coral") first, else the match nearest the middle
 * of all names containing the word. A later variation takes the next most typical match instead.
 */
export function colorForWord(word: string, index: NameIndex, variation = 0): NamedColor | null {
  const variants = variantsOf(word);
  const matches: number[] = [];
  let exact = -1;
  index.tokens.forEach((tokens, position) => {
    if (!tokens.some((token) => variants.includes(token))) return;
    matches.push(position);
    if (exact < 0 && tokens.length === 1) exact = position;
  });
  if (matches.length === 0) return null;
  if (exact >= 0 && variation === 0) return index.entries[exact] as NamedColor;
  const middle = [0, 0, 0];
  for (const position of matches)
    for (let axis = 0; axis < 3; axis += 1) middle[axis] = (middle[axis] as number) + (index.lab[position * 3 + axis] as number) / matches.length;
  const ranked = [...matches].sort((a, b) => labDistance(index.lab, a, middle) - labDistance(index.lab, b, middle));
  const pick = ranked[variation % Math.min(ranked.length, 4)] as number;
  return index.entries[pick] as NamedColor;
}

/** The nearest named colour to a hex value. */
export function nearestName(hex: string, index: NameIndex): string | undefined {
  const point = hexToOklab(hex);
  let best = -1;
  let bestDistance = Infinity;
  for (let position = 0; position < index.entries.length; position += 1) {
    const distance = labDistance(index.lab, position, point);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = position;
    }
  }
  return index.entries[best]?.name;
}

/** Hue steps from the base colour for each harmony, in the order free places are filled. */
const HUE_OFFSETS: Record<Harmony, readonly number[]> = {
  analogous: [30, -30, 60, -60, 15],
  complementary: [180, 0, 180, 0, 180],
  triadic: [120, 240, 0, 120, 240],
  monochrome: [0, 0, 0, 0, 0],
};

/** Lightness steps, from a text-dark shade to a background-light tint. */
const LIGHTNESS_LADDER = [0.28, 0.42, 0.56, 0.7, 0.84, 0.95];

/** Chroma a designer would use at a lightness: muted near black and white, fullest in the middle. */
function chromaAt(lightness: number, baseChroma: number, harmony: Harmony): number {
  const spread = harmony === 'monochrome' ? 1.5 : 1.1;
  const scaled = baseChroma * Math.max(0.15, 1 - Math.abs(lightness - 0.62) * spread);
  return lightness > 0.9 ? Math.min(scaled, 0.04) : scaled;
}

/** The lightness step farthest from those already used. */
function freeLightness(used: readonly number[]): number {
  let best = LIGHTNESS_LADDER[0] as number;
  let bestGap = -1;
  for (const step of LIGHTNESS_LADDER) {
    const gap = used.length === 0 ? 1 : Math.min(...used.map((lightness) => Math.abs(lightness - step)));
    if (gap > bestGap + 1e-9) {
      bestGap = gap;
      best = step;
    }
  }
  return best;
}

function harmonyColors(base: Lch, harmony: Harmony, count: number, usedLightness: number[], random: () => number): string[] {
  const baseChroma = harmony === 'monochrome' ? Math.max(base.c, 0.05) : Math.max(base.c, 0.08);
  const colors: string[] = [];
  for (let step = 0; step < count; step += 1) {
    const jitter = harmony === 'monochrome' ? 0 : (random() - 0.5) * 16;
    const hue = base.h + (HUE_OFFSETS[harmony][step % 5] as number) + jitter;
    const lightness = Math.min(0.97, Math.max(0.18, freeLightness(usedLightness) + (random() - 0.5) * 0.06));
    usedLightness.push(lightness);
    colors.push(lchToHex({ l: lightness, c: chromaAt(lightness, baseChroma, harmony), h: hue }));
  }
  return colors;
}

/** Colours the prompt's words stand for: up to three distinct ones, a later variation rotating through the words. */
function wordAnchors(words: readonly string[], index: NameIndex, variation: number, avoid: readonly string[]): string[] {
  const found = words.map((word) => colorForWord(word, index, variation)).filter((color): color is NamedColor => color !== null);
  const start = found.length > MAX_WORD_ANCHORS ? variation % found.length : 0;
  const anchors: string[] = [];
  for (let offset = 0; offset < found.length && anchors.length < MAX_WORD_ANCHORS; offset += 1) {
    const hex = normalizeHex((found[(start + offset) % found.length] as NamedColor).hex);
    if (hex && ![...avoid, ...anchors].some((other) => colorDistance(other, hex) < SAME_COLOR)) anchors.push(hex);
  }
  return anchors;
}

/** Five colours for a prompt. Locked places are kept; the others are filled from the words and the harmony rule. */
export function generateLocalPalette({ prompt, harmony, locked, variation }: LocalPaletteRequest, index: NameIndex): PaletteColor[] {
  const places = locked.map((hex) => (hex === null ? null : normalizeHex(hex)));
  const kept = places.filter((hex): hex is string => hex !== null);
  const freeCount = places.length - kept.length;
  const random = mulberry32(seedFromText(`${prompt.trim().toLowerCase()}\u0000${harmony}\u0000${variation}`));

  const anchors = wordAnchors(promptWords(prompt), index, variation, kept).slice(0, freeCount);
  const chromatic = [...anchors, ...kept].map(hexToLch).find((color) => color.c > 0.03);
  const base: Lch = chromatic ?? (anchors[0] ? hexToLch(anchors[0]) : { l: 0.6, c: 0.12, h: seedFromText(prompt.trim().toLowerCase()) % 360 });
  // A later variation turns the harmony a little, so Generate again gives something new.
  const turned: Lch = { ...base, h: base.h + (variation === 0 ? 0 : (random() - 0.5) * 40) };
  const used = [...anchors, ...kept].map((hex) => hexToLch(hex).l);
  const fresh = [...anchors, ...harmonyColors(turned, harmony, freeCount - anchors.length, used, random)];
  // Dark to light, as palettes are usually laid out.
  fresh.sort((a, b) => hexToLch(a).l - hexToLch(b).l);

  return places.map((hex) => {
    const color = hex ?? (fresh.shift() as string);
    return { hex: color, name: nearestName(color, index) };
  });
}
