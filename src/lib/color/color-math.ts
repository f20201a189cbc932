/**
 * Colour maths shared by the colour tools: hex parsing, OKLCH (a perceptual space, so "lighter"
 * and "same hue" mean what a designer sees) and WCAG 2 contrast. culori's tree-shakable build
 * needs its modes registered before use; lrgb must be there before wcagContrast.
 */
import { clampChroma, converter, formatHex, modeLrgb, modeOklab, modeOklch, modeRgb, type Oklch, useMode as registerMode, wcagContrast } from 'culori/fn';

registerMode(modeRgb);
registerMode(modeLrgb);
registerMode(modeOklab);
registerMode(modeOklch);

const toOklchColor = converter('oklch');
const toOklabColor = converter('oklab');
const toRgbColor = converter('rgb');
/** Float error puts some sRGB colours a hair outside the gamut after a round trip; that is not worth a chroma cut. */
const GAMUT_EPSILON = 1e-3;

/** A colour in OKLCH: lightness 0–1, chroma 0–~0.37, hue in degrees (0 for greys). */
export interface Lch {
  l: number;
  c: number;
  h: number;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** "#abc", "abc", "#AABBCC" or " aabbcc " → "#AABBCC"; null for anything else. */
export function normalizeHex(text: string): string | null {
  const match = HEX.exec(text.trim());
  if (!match) return null;
  const digits = match[1] as string;
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return `#${full.toUpperCase()}`;
}

/** A valid hex colour (any form normaliseHex takes) in OKLCH. */
export function hexToLch(hex: string): Lch {
  const color = toOklchColor(normalizeHex(hex) ?? '#000000');
  return { l: color?.l ?? 0, c: color?.c ?? 0, h: color?.h ?? 0 };
}

/** OKLCH → "#RRGGBB", reducing chroma (keeping lightness and hue) until it fits in sRGB. */
export function lchToHex({ l, c, h }: Lch): string {
  const color: Oklch = { mode: 'oklch', l: Math.min(1, Math.max(0, l)), c: Math.max(0, c), h: ((h % 360) + 360) % 360 };
  const rgb = toRgbColor(color);
  const fits = [rgb.r, rgb.g, rgb.b].every((channel) => channel >= -GAMUT_EPSILON && channel <= 1 + GAMUT_EPSILON);
  return formatHex(fits ? rgb : clampChroma(color, 'oklch')).toUpperCase();
}

/** A hex colour in OKLab, [L, a, b]: the Cartesian form of OKLCH, where straight-line distance is perceptual. */
export function hexToOklab(hex: string): [number, number, number] {
  const color = toOklabColor(normalizeHex(hex) ?? '#000000');
  return [color?.l ?? 0, color?.a ?? 0, color?.b ?? 0];
}

/** Perceptual distance (Euclidean in OKLab): about 0.02 is barely visible, 0.1 clearly different. */
export function colorDistance(a: string, b: string): number {
  const [l1, a1, b1] = hexToOklab(a);
  const [l2, a2, b2] = hexToOklab(b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

/** Smallest angle between two hues, 0–180. */
export function hueDistance(a: number, b: number): number {
  const difference = Math.abs((((a - b) % 360) + 360) % 360);
  return Math.min(difference, 360 - difference);
}

/** WCAG 2 contrast ratio, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  return wcagContrast(normalizeHex(a) ?? '#000000', normalizeHex(b) ?? '#000000');
}

export type WcagRating = 'AAA' | 'AA' | 'AA Large' | 'Fail';

/** WCAG 2 levels for text: AAA 7:1, AA 4.5:1, AA for large text 3:1. */
export function wcagRating(ratio: number): WcagRating {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA Large';
  return 'Fail';
}

/** "4.5:1"; rounded down so a failing ratio never reads as its threshold. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}

export interface ContrastInfo {
  white: { ratio: number; rating: WcagRating };
  black: { ratio: number; rating: WcagRating };
  /** The text colour that reads best on this colour. */
  bestText: '#FFFFFF' | '#000000';
}

export function contrastInfo(hex: string): ContrastInfo {
  const white = contrastRatio(hex, '#FFFFFF');
  const black = contrastRatio(hex, '#000000');
  return {
    white: { ratio: white, rating: wcagRating(white) },
    black: { ratio: black, rating: wcagRating(black) },
    bestText: white >= black ? '#FFFFFF' : '#000000',
  };
}
