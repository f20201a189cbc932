/**
 * Role rules for the Local engine: from a logo's colour clusters to the spec's five roles.
 * primary: the most common real colour; accent: the most saturated other colour (else one made
 * opposite the primary); secondary: the next colour of the logo (else a neighbour of the primary);
 * neutral: a grey of the logo (else one tinted with the primary's hue); background: the logo's own
 * near-white (else a light tint), since the light theme needs a light page.
 */
import type { BrandingPalette } from '@contract/logo-palette';
import { hexToLch, hueDistance, type Lch, lchToHex } from '@/lib/color/color-math';
import type { ColorCluster } from './palette-extraction.logic';

const CHROMATIC = 0.05;
/** An accent should not be a shade of the primary. */
const DISTINCT_HUE = 25;

interface Candidate extends ColorCluster {
  lch: Lch;
}

const isBackgroundLike = ({ lch }: Candidate) => lch.l >= 0.93 && lch.c <= 0.035;
const isGray = ({ lch }: Candidate) => lch.c < CHROMATIC;

/** The five roles, or null when the logo had no colours at all (fully transparent). */
export function assignRoles(clusters: readonly ColorCluster[]): BrandingPalette | null {
  if (clusters.length === 0) return null;
  const candidates: Candidate[] = clusters.map((cluster) => ({ ...cluster, lch: hexToLch(cluster.hex) }));
  const background = candidates.find(isBackgroundLike);
  const brand = candidates.filter((candidate) => !isBackgroundLike(candidate));
  const chromatic = brand.filter((candidate) => !isGray(candidate));

  // A logo in greys only takes its darkest grey as the primary; a white-only logo gets a slate.
  const primary = chromatic[0] ?? [...brand].sort((a, b) => a.lch.l - b.lch.l)[0];
  const primaryLch: Lch = primary?.lch ?? { l: 0.35, c: 0.03, h: 260 };
  const others = chromatic.filter((candidate) => candidate !== primary);

  const accent =
    [...others].filter((candidate) => hueDistance(candidate.lch.h, primaryLch.h) >= DISTINCT_HUE).sort((a, b) => b.lch.c - a.lch.c)[0] ??
    [...others].sort((a, b) => b.lch.c - a.lch.c)[0];
  const secondary =
    others.find((candidate) => candidate !== accent) ?? brand.find((candidate) => candidate !== primary && candidate !== accent && !isGray(candidate));
  const neutral = brand.find((candidate) => candidate !== primary && isGray(candidate) && candidate.lch.l <= 0.75);

  const primaryHex = primary?.hex ?? lchToHex(primaryLch);
  return {
    primary: primaryHex,
    secondary: secondary?.hex ?? lchToHex({ l: primaryLch.l < 0.6 ? primaryLch.l + 0.2 : primaryLch.l - 0.2, c: primaryLch.c * 0.75, h: primaryLch.h + 35 }),
    accent: accent?.hex ?? lchToHex({ l: 0.7, c: Math.max(primaryLch.c, 0.15), h: primaryLch.h + 150 }),
    neutral: neutral?.hex ?? lchToHex({ l: 0.45, c: Math.min(0.025, primaryLch.c), h: primaryLch.h }),
    background: background?.hex ?? lchToHex({ l: 0.98, c: Math.min(0.012, primaryLch.c), h: primaryLch.h }),
  };
}
