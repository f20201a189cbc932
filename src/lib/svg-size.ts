/** Knowing an SVG file and the size to draw it at: pure helpers for the SVG rasteriser (svg-raster.ts) and its callers. */

export const SVG_TYPE = 'image/svg+xml';

/** An SVG by its type or, when the browser gives none, by its name. */
export function isSvg(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type === SVG_TYPE || (file.type === '' && file.name.toLowerCase().endsWith('.svg'));
}

/** Width and height scaled so the longer side is `side`, each at least 1 px. */
export function scaleToLongerSide(width: number, height: number, side: number): { width: number; height: number } {
  const scale = side / Math.max(width, height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A length attribute in user units ("120", "120px", "120.5"); null for percentages, ems and the like. */
function userUnits(value: string | null): number | null {
  const match = /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(px)?\s*$/.exec(value ?? '');
  const number = match ? Number(match[1]) : NaN;
  return number > 0 ? number : null;
}

/** An SVG's own aspect: its width and height attributes, else its viewBox, else a square of `fallbackSide`. */
export function svgIntrinsicSize(
  attributes: { width: string | null; height: string | null; viewBox: string | null },
  fallbackSide: number,
): { width: number; height: number } {
  const width = userUnits(attributes.width);
  const height = userUnits(attributes.height);
  if (width && height) return { width, height };
  const box = (attributes.viewBox ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const [, , boxWidth, boxHeight] = box;
  if (box.length === 4 && boxWidth && boxHeight && boxWidth > 0 && boxHeight > 0) {
    // One given side keeps the viewBox's aspect.
    if (width) return { width, height: (width * boxHeight) / boxWidth };
    if (height) return { width: (height * boxWidth) / boxHeight, height };
    return { width: boxWidth, height: boxHeight };
  }
  return { width: width ?? height ?? fallbackSide, height: height ?? width ?? fallbackSide };
}
