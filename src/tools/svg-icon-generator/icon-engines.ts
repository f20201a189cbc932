import { loadIconLibrary } from './icon-library';
import { buildIconSvg, type IconSettings, parseIconPrompt, pickIcon } from './icon-match.logic';
import { sanitizeSvg } from './svg-sanitize.logic';

/** A generated icon: its markup at any size and stroke width, and what the Local engine chose. */
export type IconResult =
  | { kind: 'icon'; prompt: string; svgFor: (settings: IconSettings) => string; note: string | null }
  /** The answer was not SVG-wrapped, or nothing of it survived sanitising: the spec's message, not an error of the call. */
  | { kind: 'invalid' };

/** Picks the best-matching Lucide icon and draws it as the prompt asks, here in the browser. */
export async function generateLocally(prompt: string): Promise<IconResult> {
  const { tags, nodes } = await loadIconLibrary();
  const { style, words } = parseIconPrompt(prompt);
  const match = pickIcon(words, tags);
  const drawing = nodes[match.name] ?? [];
  const details = [
    match.matched.length
      ? `Lucide icon "${match.name}" (matched ${match.matched.map((word) => `"${word}"`).join(', ')})`
      : `No icon matched; showing Lucide's "${match.name}"`,
    style.shape === 'none' ? null : `${style.shape} background`,
    style.transparent ? 'transparent' : null,
    style.foreground ? `foreground ${style.foreground}` : null,
    style.background ? `background ${style.background}` : null,
  ];
  return {
    kind: 'icon',
    prompt,
    // Our own markup from Lucide's data; sanitised all the same, so every icon shown went through one gate.
    svgFor: (settings) => sanitizeSvg(buildIconSvg(drawing, style, settings)) ?? '',
    note: details.filter(Boolean).join(' · '),
  };
}
