/** Browser-side logo handling: SVG sanitising and rasterising, decoding, base64 and pixel sampling. */
import type { LogoImage } from '@contract/logo-palette';
import DOMPurify from 'dompurify';
import { isSvg, rasterTypeOf, scaleToLongerSide, svgIntrinsicSize } from './logo-file.logic';

/** A logo ready for both engines: a raster image (an SVG becomes a PNG), its pixels' source and a preview. */
export interface PreparedLogo {
  blob: Blob;
  mimeType: LogoImage['mimeType'];
  bitmap: ImageBitmap;
  /** A data URL of the raster image, for the preview. */
  previewUrl: string;
}

/** Sample size for colour extraction: plenty for a logo's colours, small enough to stay fast. */
const SAMPLE_SIDE = 400;

/**
 * An uploaded SVG is untrusted: DOMPurify strips scripts, handlers, foreign objects, styles and
 * external images, then it is drawn through an <img> (where scripts never run) onto a canvas.
 */
async function rasteriseSvg(file: Blob): Promise<Blob> {
  const clean = DOMPurify.sanitize(await file.text(), { USE_PROFILES: { svg: true, svgFilters: true }, FORBID_TAGS: ['style', 'image'] });
  const root = new DOMParser().parseFromString(clean, 'image/svg+xml').documentElement;
  if (root.nodeName.toLowerCase() !== 'svg') throw new Error('Not an SVG image.');
  const size = scaleToLongerSide(
    ...(Object.values(svgIntrinsicSize({ width: root.getAttribute('width'), height: root.getAttribute('height'), viewBox: root.getAttribute('viewBox') })) as [number, number]),
  );
  // Without a viewBox the drawing would not scale with its new width and height.
  if (!root.hasAttribute('viewBox')) {
    const intrinsic = svgIntrinsicSize({ width: root.getAttribute('width'), height: root.getAttribute('height'), viewBox: null });
    root.setAttribute('viewBox', `0 0 ${intrinsic.width} ${intrinsic.height}`);
  }
  root.setAttribute('width', String(size.width));
  root.setAttribute('height', String(size.height));
  const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(root)], { type: 'image/svg+xml' }));
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

export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file.'));
    reader.readAsDataURL(blob);
  });
}

/** Decodes the logo (rasterising an SVG first); throws when it is not a readable image. */
export async function prepareLogo(file: File): Promise<PreparedLogo> {
  const svg = isSvg(file);
  const blob = svg ? await rasteriseSvg(file) : file;
  const bitmap = await createImageBitmap(blob);
  const mimeType = svg ? 'image/png' : rasterTypeOf(file);
  // The data URL carries the type sent upstream, so it must be the one checked here.
  const previewUrl = (await readAsDataUrl(blob)).replace(/^data:[^;,]*/, `data:${mimeType}`);
  return { blob, mimeType, bitmap, previewUrl };
}

/** The logo as the gateway takes it: its type and base64 bytes. */
export function logoImage(logo: PreparedLogo): LogoImage {
  const dataUrl = logo.previewUrl;
  return { mimeType: logo.mimeType, data: dataUrl.slice(dataUrl.indexOf(',') + 1) };
}

/** RGBA pixels of the logo scaled down to at most SAMPLE_SIDE, for the extraction worker. */
export function samplePixels(bitmap: ImageBitmap): Uint8ClampedArray {
  const { width, height } = bitmap.width > SAMPLE_SIDE || bitmap.height > SAMPLE_SIDE ? scaleToLongerSide(bitmap.width, bitmap.height, SAMPLE_SIDE) : bitmap;
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas is available.');
  context.drawImage(bitmap, 0, 0, width, height);
  return context.getImageData(0, 0, width, height).data;
}
