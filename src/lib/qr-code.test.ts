import fc from 'fast-check';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { darkRuns, encodeQr, imageSide, logoPlacement, moduleEdge, QR_MARGIN, qrSvg, totalModules, type ErrorCorrection, type QrMatrix } from './qr-code';

const matrixOf = (text: string, level: ErrorCorrection = 'H') => {
  const result = encodeQr(text, level);
  if (!result.ok) throw new Error(result.message);
  return result.matrix;
};

/** Paints the matrix the way the canvas does (runs between rounded module edges), then reads it with jsQR. */
function decode(matrix: QrMatrix, side: number): string | undefined {
  const total = totalModules(matrix);
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const { row, start, end } of darkRuns(matrix)) {
    const [y0, y1] = [moduleEdge(row + QR_MARGIN, total, side), moduleEdge(row + QR_MARGIN + 1, total, side)];
    const [x0, x1] = [moduleEdge(start + QR_MARGIN, total, side), moduleEdge(end + QR_MARGIN, total, side)];
    for (let y = y0; y < y1; y += 1) {
      for (let x = x0; x < x1; x += 1) pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return jsQR(pixels, side, side)?.data;
}

describe('encodeQr', () => {
  it.each([
    ['https://example.com', 'H', 3],
    ['HELLO WORLD', 'L', 1],
    ['Grüße, 世界 🌍', 'H', 3],
  ] as const)('%j at level %s is version %d', (text, level, version) => {
    const matrix = matrixOf(text, level);
    expect(matrix.version).toBe(version);
    expect(matrix.size).toBe(17 + 4 * version);
    expect(matrix.modules).toHaveLength(matrix.size ** 2);
  });

  it('encodes empty content as a single space', () => {
    expect(matrixOf('')).toEqual(matrixOf(' '));
  });

  it('a higher level needs a bigger code for the same text', () => {
    expect(matrixOf('x'.repeat(100), 'H').version).toBeGreaterThan(matrixOf('x'.repeat(100), 'L').version);
  });

  it.each([
    [
      'a'.repeat(1274),
      'H',
      false,
      'This content is too long for a QR code: 1,274 bytes, and level H holds at most 1,273. Shorten it or choose a lower error correction level. The preview still shows the last code that fit.',
    ],
    [
      'é'.repeat(1477),
      'L',
      false,
      'This content is too long for a QR code: 2,954 bytes, and level L holds at most 2,953. Shorten it. The preview still shows the last code that fit.',
    ],
    [
      '7'.repeat(3058),
      'H',
      true,
      'This content is too long for a QR code: 3,058 digits, and level H holds at most 3,057. Shorten it, or remove the logo to choose a lower error correction level. The preview still shows the last code that fit.',
    ],
    [
      'ABC '.repeat(606),
      'Q',
      false,
      'This content is too long for a QR code: 2,424 characters, and level Q holds at most 2,420. Shorten it or choose a lower error correction level. The preview still shows the last code that fit.',
    ],
    [
      'x'.repeat(5_000_000),
      'L',
      false,
      'This content is too long for a QR code: 5,000,000 bytes, and level L holds at most 2,953. Shorten it. The preview still shows the last code that fit.',
    ],
  ] as const)('too long: %#', (text, level, locked, message) => {
    expect(encodeQr(text, level, locked)).toEqual({ ok: false, message });
  });

  it.each([
    ['a'.repeat(1273), 'H'],
    ['7'.repeat(7089), 'L'],
    ['é'.repeat(1476), 'L'],
  ] as const)('the most each level holds still fits: %#', (text, level) => {
    expect(matrixOf(text, level).version).toBe(40);
  });
});

describe('geometry', () => {
  it('keeps the chosen size, or raises it to one pixel per module', () => {
    const small = matrixOf('hi');
    expect(imageSide(256, small)).toBe(256);
    const big = matrixOf('a'.repeat(1273));
    expect(totalModules(big)).toBe(181);
    expect(imageSide(64, big)).toBe(181);
  });

  it('module edges cover the image exactly, each module at least one pixel (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 21, max: 181 }), fc.integer({ min: 0, max: 1100 }), (total, extra) => {
        const side = total + extra;
        expect(moduleEdge(0, total, side)).toBe(0);
        expect(moduleEdge(total, total, side)).toBe(side);
        for (let index = 0; index < total; index += 1) expect(moduleEdge(index + 1, total, side) - moduleEdge(index, total, side)).toBeGreaterThanOrEqual(1);
      }),
    );
  });

  it('dark runs cover exactly the dark modules', () => {
    const matrix = matrixOf('runs');
    const painted = new Uint8Array(matrix.size ** 2);
    for (const { row, start, end } of darkRuns(matrix)) {
      expect(end).toBeGreaterThan(start);
      painted.fill(1, row * matrix.size + start, row * matrix.size + end);
    }
    expect(painted).toEqual(matrix.modules);
  });

  it('the logo plate is centred and takes 20% of the width', () => {
    expect(logoPlacement(500, 200, 100)).toEqual({
      plate: { x: 200, y: 200, width: 100, height: 100 },
      image: { x: 208, y: 229, width: 84, height: 42 },
    });
  });
});

describe('rendering decodes to the exact content (jsQR)', () => {
  it.each([
    ['plain text', 'Hello, QR!'],
    ['a URL', 'https://example.com/path?q=1&lang=en#top'],
    ['Unicode', 'Grüße, 世界 🌍 — ½'],
    ['a Wi-Fi payload', 'WIFI:T:WPA;S:My\\;Net;P:pa\\:ss;;'],
  ])('%s', (_name, text) => {
    expect(decode(matrixOf(text), 256)).toBe(text);
  });

  it('at uneven module widths and every level (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 60 }),
        fc.constantFrom<ErrorCorrection>('L', 'M', 'Q', 'H'),
        fc.integer({ min: 200, max: 420 }),
        (text, level, side) => {
          expect(decode(matrixOf(text, level), side)).toBe(text);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('qrSvg', () => {
  const matrix = matrixOf('svg');

  it('draws the code in module units at the chosen pixel size', () => {
    const svg = qrSvg(matrix, { side: 300, foreground: '#112233', background: '#FFEEDD', logo: null });
    const total = totalModules(matrix);
    expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 ${total} ${total}"`));
    expect(svg).toContain(`<rect width="${total}" height="${total}" fill="#FFEEDD"/>`);
    expect(svg).toContain('<path fill="#112233" d="M2 2h7v1h-7z');
    expect(svg).not.toContain('<image');
    expect(svg.endsWith('</svg>\n')).toBe(true);
  });

  it('places the logo on a plate in the middle, escaping its address', () => {
    const svg = qrSvg(matrix, {
      side: 256,
      foreground: '#000000',
      background: '#FFFFFF',
      logo: { dataUrl: 'data:image/png;base64,AAA"<&', width: 10, height: 10 },
    });
    expect(totalModules(matrix)).toBe(25);
    expect(svg).toContain('<rect x="10" y="10" width="5" height="5" fill="#FFFFFF"/><image href=');
    expect(svg).toContain('<image href="data:image/png;base64,AAA&quot;&lt;&amp;"');
  });
});
