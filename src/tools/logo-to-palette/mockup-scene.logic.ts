/**
 * The Local engine's website mockup, as a list of shapes to paint: navigation with the logo, a
 * hero with a headline and calls to action, three feature cards and a footer, in the palette's
 * colours. Every text colour is chosen against what it sits on, so the mockup passes WCAG AA.
 */
import type { MockupTheme } from '@contract/logo-mockup';
import type { BrandingPalette } from '@contract/logo-palette';
import { contrastInfo, contrastRatio, hexToLch, lchToHex } from '@/lib/color/color-math';

export const MOCKUP_WIDTH = 1280;
export const MOCKUP_HEIGHT = 800;

export type Shape =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; fill: string; radius?: number; stroke?: string }
  | { kind: 'circle'; x: number; y: number; radius: number; fill: string }
  /** `on` is the colour under the text, so its contrast can be checked. */
  | { kind: 'text'; x: number; y: number; text: string; size: number; weight: 400 | 600 | 700; fill: string; on: string; align?: 'left' | 'center' }
  /** Where the logo goes, fitted inside the box with its aspect kept. */
  | { kind: 'logo'; x: number; y: number; width: number; height: number };

export interface ThemeColors {
  page: string;
  surface: string;
  border: string;
  text: string;
  muted: string;
}

/** Moves a colour's lightness away from the backgrounds (all light or all dark) until it reaches the ratio on each. */
export function withContrast(color: string, background: string | readonly string[], ratio: number): string {
  const backgrounds = typeof background === 'string' ? [background] : background;
  const reads = (candidate: string) => backgrounds.every((under) => contrastRatio(candidate, under) >= ratio);
  const lch = hexToLch(color);
  const darker = hexToLch(backgrounds[0] as string).l > 0.6;
  let candidate = color;
  for (let step = 1; step <= 50 && !reads(candidate); step += 1) {
    candidate = lchToHex({ ...lch, l: darker ? lch.l - step * 0.02 : lch.l + step * 0.02 });
  }
  return reads(candidate) ? candidate : contrastInfo(backgrounds[0] as string).bestText;
}

/**
 * Page, card, border and text colours for a theme. Light: the palette's background when it is
 * light (else a light tint of it); dark: a deep tint of the primary.
 */
export function themeColors(palette: BrandingPalette, theme: MockupTheme): ThemeColors {
  const hue = hexToLch(palette.primary).h;
  const page = theme === 'dark' ? lchToHex({ l: 0.18, c: 0.02, h: hue }) : lightGround(palette);
  const surface = theme === 'light' ? lchToHex({ ...hexToLch(page), l: Math.min(1, hexToLch(page).l + 0.02) }) : lchToHex({ l: 0.24, c: 0.025, h: hue });
  const border = theme === 'light' ? lchToHex({ l: 0.88, c: 0.01, h: hue }) : lchToHex({ l: 0.34, c: 0.02, h: hue });
  return { page, surface, border, text: withContrast(palette.neutral, [page, surface], 7), muted: withContrast(palette.neutral, [page, surface], 4.5) };
}

/** The palette's background when it is light, else a near-white of the primary's hue. */
function lightGround(palette: BrandingPalette): string {
  const background = hexToLch(palette.background);
  return background.l >= 0.85 ? palette.background : lchToHex({ l: 0.97, c: 0.01, h: hexToLch(palette.primary).h });
}

const HEADLINES = [
  ['Build your brand', 'with confidence'],
  ['Design that feels', 'unmistakably yours'],
  ['Launch faster with', 'a look people remember'],
];
const FEATURES = ['Fast setup', 'Made to scale', 'Loved by teams'];

/** A button: a filled rounded rectangle with its label in the colour that reads best on it. */
function button(x: number, y: number, width: number, label: string, fill: string): Shape[] {
  const text = contrastInfo(fill).bestText;
  return [
    { kind: 'rect', x, y, width, height: 48, fill, radius: 10 },
    { kind: 'text', x: x + width / 2, y: y + 31, text: label, size: 17, weight: 600, fill: text, on: fill, align: 'center' },
  ];
}

/** The whole mockup. A later variation mirrors the hero and changes its headline, so Regenerate shows something new. */
export function mockupScene(palette: BrandingPalette, theme: MockupTheme, variation = 0): Shape[] {
  const colors = themeColors(palette, theme);
  const mirrored = variation % 2 === 1;
  const headline = HEADLINES[variation % HEADLINES.length] as string[];
  const copyX = mirrored ? 680 : 80;
  const artX = mirrored ? 80 : 700;
  // Most logos are drawn for light pages; in the dark theme they sit on a light card so dark lettering still shows.
  const logoGround = theme === 'dark' ? lightGround(palette) : colors.surface;
  const heroArt: Shape[] = [
    { kind: 'rect', x: artX, y: 140, width: 500, height: 330, fill: palette.primary, radius: 24 },
    { kind: 'circle', x: artX + 430, y: 190, radius: 70, fill: palette.secondary },
    { kind: 'circle', x: artX + 70, y: 420, radius: 46, fill: palette.accent },
    { kind: 'rect', x: artX + 110, y: 215, width: 280, height: 180, fill: logoGround, radius: 18 },
    { kind: 'logo', x: artX + 140, y: 235, width: 220, height: 140 },
  ];
  const cards = FEATURES.flatMap((title, index): Shape[] => {
    const x = 80 + index * 384;
    const icon = [palette.primary, palette.secondary, palette.accent][index] as string;
    return [
      { kind: 'rect', x, y: 520, width: 352, height: 176, fill: colors.surface, radius: 16, stroke: colors.border },
      { kind: 'circle', x: x + 44, y: 564, radius: 20, fill: icon },
      { kind: 'text', x: x + 80, y: 571, text: title, size: 20, weight: 600, fill: colors.text, on: colors.surface },
      { kind: 'text', x: x + 24, y: 624, text: 'Everything you need, in the', size: 16, weight: 400, fill: colors.muted, on: colors.surface },
      { kind: 'text', x: x + 24, y: 650, text: 'colours of your brand.', size: 16, weight: 400, fill: colors.muted, on: colors.surface },
    ];
  });
  return [
    { kind: 'rect', x: 0, y: 0, width: MOCKUP_WIDTH, height: MOCKUP_HEIGHT, fill: colors.page },
    { kind: 'rect', x: 0, y: 0, width: MOCKUP_WIDTH, height: 76, fill: colors.surface },
    { kind: 'rect', x: 0, y: 75, width: MOCKUP_WIDTH, height: 1, fill: colors.border },
    ...(theme === 'dark' ? [{ kind: 'rect', x: 30, y: 10, width: 170, height: 56, fill: logoGround, radius: 12 } satisfies Shape] : []),
    { kind: 'logo', x: 40, y: 14, width: 150, height: 48 },
    ...['Product', 'Pricing', 'About', 'Contact'].map((label, index): Shape => ({
      kind: 'text',
      x: 640 + index * 110,
      y: 44,
      text: label,
      size: 16,
      weight: 400,
      fill: colors.text,
      on: colors.surface,
    })),
    ...button(1100, 14, 140, 'Sign up', palette.primary),
    { kind: 'text', x: copyX, y: 230, text: headline[0] as string, size: 48, weight: 700, fill: colors.text, on: colors.page },
    {
      kind: 'text',
      x: copyX,
      y: 290,
      text: headline[1] as string,
      size: 48,
      weight: 700,
      fill: withContrast(palette.primary, colors.page, 3),
      on: colors.page,
    },
    { kind: 'text', x: copyX, y: 344, text: 'A website mockup in your logo’s colours,', size: 20, weight: 400, fill: colors.muted, on: colors.page },
    { kind: 'text', x: copyX, y: 374, text: 'drawn on your device.', size: 20, weight: 400, fill: colors.muted, on: colors.page },
    ...button(copyX, 410, 170, 'Get started', palette.accent),
    { kind: 'rect', x: copyX + 186, y: 410, width: 160, height: 48, fill: colors.page, radius: 10, stroke: withContrast(palette.primary, colors.page, 3) },
    {
      kind: 'text',
      x: copyX + 266,
      y: 441,
      text: 'Learn more',
      size: 17,
      weight: 600,
      fill: withContrast(palette.primary, colors.page, 4.5),
      on: colors.page,
      align: 'center',
    },
    ...heroArt,
    ...cards,
    { kind: 'rect', x: 0, y: 740, width: MOCKUP_WIDTH, height: 60, fill: colors.surface },
    { kind: 'text', x: 80, y: 776, text: '© Your brand', size: 15, weight: 400, fill: colors.muted, on: colors.surface },
  ];
}
