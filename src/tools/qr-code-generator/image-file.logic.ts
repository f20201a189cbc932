import { binaryFile } from '@/lib/files';
import { SVG_TYPE } from '@/lib/svg-size';

/** Images the visitor gives us, as a logo or a picture to scan: what is accepted (an SVG is rasterised first) and how it is scaled. */

export const imageFileRules = binaryFile({
  mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', SVG_TYPE],
  extensions: ['.png', '.jpg', '.jpeg', '.webp', '.gif', '.svg'],
  maxMB: 10,
  messages: {
    type: 'Please use a PNG, JPEG, WEBP, GIF or SVG image.',
    size: 'The image must be 10 MB or smaller.',
  },
});

export const UNREADABLE_IMAGE = 'This image could not be read.';

/** Scales down (never up) so the longer side is at most `maxSide`, keeping at least one pixel each way. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
