import jsQR from 'jsqr';

/** Decoding a QR code from pixels with jsQR; imported only by the scan worker, so jsQR stays out of the screen's chunk. */

export interface Point {
  x: number;
  y: number;
}

export interface ScanFound {
  text: string;
  /** Corners of the code in the scanned pixels, clockwise from top left, for the outline on the preview. */
  corners: [Point, Point, Point, Point];
}

/** Finds and decodes one QR code in RGBA pixels, trying light-on-dark codes too. */
export function decodeQrPixels(pixels: Uint8ClampedArray, width: number, height: number): ScanFound | null {
  const code = jsQR(pixels, width, height, { inversionAttempts: 'attemptBoth' });
  if (!code) return null;
  const { topLeftCorner, topRightCorner, bottomRightCorner, bottomLeftCorner } = code.location;
  return { text: code.data, corners: [topLeftCorner, topRightCorner, bottomRightCorner, bottomLeftCorner] };
}
