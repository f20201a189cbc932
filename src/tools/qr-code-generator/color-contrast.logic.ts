/** WCAG 2 contrast between the code's two colours, and the warnings a scanner's limits call for. */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** "#1a2B3c" → { r: 26, g: 43, b: 60 }; null for anything but a 6-digit hex colour. */
export function parseHexColor(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return null;
  const [, r, g, b] = match as unknown as [string, string, string, string];
  return { r: parseInt(r, 16), g: parseInt(g, 16), b: parseInt(b, 16) };
}

/** sRGB channel (0–255) to linear light, per WCAG 2's relative luminance definition. */
function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance({ r, g, b }: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** From 1 (same colour) to 21 (black on white), whichever colour is lighter. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Below this, phone cameras start to miss modules in ordinary light. */
const MIN_SCAN_CONTRAST = 4;

export interface ColorCheck {
  ratio: number;
  /** Shown as "4.5:1"; rounded down so a failing ratio never reads as the threshold. */
  ratioText: string;
  lowContrast: boolean;
  /** Foreground lighter than background: many scanners only look for dark modules on light. */
  inverted: boolean;
}

export function checkColors(foreground: string, background: string): ColorCheck | null {
  const fg = parseHexColor(foreground);
  const bg = parseHexColor(background);
  if (!fg || !bg) return null;
  const ratio = contrastRatio(fg, bg);
  return {
    ratio,
    ratioText: `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`,
    lowContrast: ratio < MIN_SCAN_CONTRAST,
    inverted: relativeLuminance(fg) > relativeLuminance(bg),
  };
}

/** The visible warnings for a colour pair, in words, so colour is never the only signal. */
export function colorWarnings(check: ColorCheck | null): string[] {
  if (!check) return [];
  return [
    ...(check.lowContrast
      ? [`Low contrast (${check.ratioText}): scanners may not read this code. Use colours with at least ${MIN_SCAN_CONTRAST}:1 contrast.`]
      : []),
    ...(check.inverted ? ['Inverted colours: the foreground is lighter than the background, and many scanners cannot read light-on-dark codes.'] : []),
  ];
}
