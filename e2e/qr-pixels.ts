import jsQR from 'jsqr';
import type { Locator } from './test';

export interface Pixels {
  width: number;
  height: number;
  base64: string;
}

/** Reads a canvas's RGBA pixels in the page (getImageData), shipped as base64 to keep big images fast. */
function canvasPixels(canvas: Locator): Promise<Pixels> {
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const { data, width, height } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
    let binary = '';
    for (let index = 0; index < data.length; index += 0x8000) binary += String.fromCharCode(...data.subarray(index, index + 0x8000));
    return { width, height, base64: btoa(binary) };
  });
}

/** Runs the real decoder (jsQR) in Node on pixels read from the page. */
export function decodePixels({ width, height, base64 }: Pixels): string | null {
  return jsQR(new Uint8ClampedArray(Buffer.from(base64, 'base64')), width, height)?.data ?? null;
}

/** What a QR code drawn on a canvas says, as a scanner would read it. */
export const decodeCanvas = async (canvas: Locator) => decodePixels(await canvasPixels(canvas));
