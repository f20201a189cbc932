/** Browser-side logo handling: decoding (an SVG through the shared sanitising rasteriser), base64 and pixel sampling. */
import type { LogoImage } from '@contract/logo-palette';
import { rasteriseSvg } from '@/lib/svg-raster';
import { isSvg, scaleToLongerSide } from '@/lib/svg-size';
import { rasterTypeOf, SVG_RASTER_SIDE } from './logo-file.logic';

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
  const blob = svg ? await rasteriseSvg(file, SVG_RASTER_SIDE) : file;
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
