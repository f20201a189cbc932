import { describe, expect, it } from 'vitest';
import { darkRuns, encodeQr } from '@/lib/qr-code';
import { buildWifi, defaultTemplateFields } from './qr-payload.logic';
import { decodeQrPixels } from './qr-scan.logic';

/** A code drawn at `scale` pixels per module with a 4-module quiet zone; inverted swaps light and dark. */
function pixelsOf(text: string, scale: number, inverted = false) {
  const result = encodeQr(text, 'M');
  if (!result.ok) throw new Error(result.message);
  const { matrix } = result;
  const side = (matrix.size + 8) * scale;
  const [light, dark] = inverted ? [0, 255] : [255, 0];
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let index = 0; index < side * side; index += 1) pixels.fill(light, index * 4, index * 4 + 3);
  for (const { row, start, end } of darkRuns(matrix)) {
    for (let y = (row + 4) * scale; y < (row + 5) * scale; y += 1) {
      for (let x = (start + 4) * scale; x < (end + 4) * scale; x += 1) pixels.fill(dark, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return { pixels, side };
}

describe('decodeQrPixels', () => {
  it('reads the text and the corners of a code', () => {
    const { pixels, side } = pixelsOf('scan me', 6);
    const found = decodeQrPixels(pixels, side, side);
    expect(found?.text).toBe('scan me');
    expect(found?.corners[0].x).toBeCloseTo(24, -1);
    expect(found?.corners[2].x).toBeCloseTo(side - 24, -1);
  });

  it('reads an enterprise Wi-Fi code exactly as it was built', () => {
    const fields = {
      ...defaultTemplateFields.wifi,
      ssid: 'Corp Wi-Fi',
      security: 'WPA2-EAP' as const,
      identity: 'ada',
      anonymousIdentity: 'anonymous',
      password: 's3cr3t',
    };
    const built = buildWifi(fields);
    if (!built.ok) throw new Error(built.message);
    const { pixels, side } = pixelsOf(built.payload, 4);
    expect(decodeQrPixels(pixels, side, side)?.text).toBe('WIFI:T:WPA2-EAP;S:Corp Wi-Fi;E:PEAP;PH2:MSCHAPV2;A:anonymous;I:ada;P:s3cr3t;;');
  });

  it('reads a light-on-dark code too', () => {
    const { pixels, side } = pixelsOf('inverted', 5, true);
    expect(decodeQrPixels(pixels, side, side)?.text).toBe('inverted');
  });

  it('returns null for an image without a code', () => {
    const side = 120;
    const pixels = new Uint8ClampedArray(side * side * 4).map((_, index) => (index % 4 === 3 ? 255 : (index * 7) % 256));
    expect(decodeQrPixels(pixels, side, side)).toBeNull();
  });
});
