import { isSvg } from '@/lib/svg-size';
import { fitWithin } from './image-file.logic';

/**
 * Decodes an image file (first frame of an animation) onto a new canvas, scaled down so its longer side is at most `maxSide`.
 * An SVG is untrusted: it is sanitised and drawn as a PNG with its longer side `svgSide` first.
 */
export async function readImage(file: File, maxSide: number, svgSide = maxSide): Promise<HTMLCanvasElement> {
  // The sanitiser loads only when an SVG is picked: most visitors never pay for it.
  const raster = isSvg(file) ? await (await import('@/lib/svg-raster')).rasteriseSvg(file, svgSide) : file;
  const bitmap = await createImageBitmap(raster);
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height, maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas is available.');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas;
  } finally {
    bitmap.close();
  }
}
