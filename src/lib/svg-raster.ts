/** Drawing an untrusted SVG file as a PNG, in the browser. Import it only from lazily loaded tool code: it brings DOMPurify. */
import DOMPurify from 'dompurify';
import { scaleToLongerSide, SVG_TYPE, svgIntrinsicSize } from './svg-size';

/**
 * An uploaded SVG is untrusted: DOMPurify strips scripts, handlers, foreign objects, styles and
 * external images, then it is drawn through an <img> (where scripts never run) onto a canvas
 * whose longer side is `longerSide`. Throws when the file is not a readable SVG.
 */
export async function rasteriseSvg(file: Blob, longerSide: number): Promise<Blob> {
  const clean = DOMPurify.sanitize(await file.text(), { USE_PROFILES: { svg: true, svgFilters: true }, FORBID_TAGS: ['style', 'image'] });
  const root = new DOMParser().parseFromString(clean, SVG_TYPE).documentElement;
  if (root.nodeName.toLowerCase() !== 'svg') throw new Error('Not an SVG image.');
  const intrinsic = svgIntrinsicSize(
    { width: root.getAttribute('width'), height: root.getAttribute('height'), viewBox: root.getAttribute('viewBox') },
    longerSide,
  );
  const size = scaleToLongerSide(intrinsic.width, intrinsic.height, longerSide);
  // Without a viewBox the drawing would not scale with its new width and height (its intrinsic size then came from those alone).
  if (!root.hasAttribute('viewBox')) root.setAttribute('viewBox', `0 0 ${intrinsic.width} ${intrinsic.height}`);
  root.setAttribute('width', String(size.width));
  root.setAttribute('height', String(size.height));
  const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(root)], { type: SVG_TYPE }));
  try {
    const image = new Image(size.width, size.height);
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext('2d')?.drawImage(image, 0, 0, size.width, size.height);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!png) throw new Error('Could not rasterise the SVG.');
    return png;
  } finally {
    URL.revokeObjectURL(url);
  }
}
