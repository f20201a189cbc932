import { sanitizeSvgIn } from '@contract/svg-sanitize';

/** The page's own sanitising of an SVG (the gateway has already applied the same rules to an AI answer). */
export const sanitizeSvg = (markup: string): string | null => sanitizeSvgIn(window, markup);
