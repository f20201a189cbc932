import { create as createQr } from 'qrcode';
import { formatNumber } from '@contract/format-number';
import { failureMessage } from '@/lib/job-failure';
import { failureDetail } from '@/lib/failure-detail';

/** DevDeck's one QR engine: encoding with the qrcode library, and the geometry shared by the canvas and the SVG file (QR Code Generator, OTP Generator). */

export type ErrorCorrection = 'L' | 'M' | 'Q' | 'H';

/** Spec: margin 2 modules, level H, size slider 64–1024 step 8, default 256. */
export const QR_MARGIN = 2;
export const DEFAULT_ERROR_CORRECTION: ErrorCorrection = 'H';
export const SIZE_LIMITS = { min: 64, max: 1024, step: 8, initial: 256 } as const;
export const DEFAULT_FOREGROUND = '#000000';
export const DEFAULT_BACKGROUND = '#FFFFFF';

export interface QrMatrix {
  version: number;
  /** Modules per side, without the margin. */
  size: number;
  /** Row-major, 1 = dark. */
  modules: Uint8Array;
}

export type EncodeResult = { ok: true; matrix: QrMatrix } | { ok: false; message: string };

type Mode = 'numeric' | 'alphanumeric' | 'byte';

/** Version 40 capacities from ISO/IEC 18004 table 7, per mode and level. */
const CAPACITY: Record<Mode, Record<ErrorCorrection, number>> = {
  numeric: { L: 7089, M: 5596, Q: 3993, H: 3057 },
  alphanumeric: { L: 4296, M: 3391, Q: 2420, H: 1852 },
  byte: { L: 2953, M: 2331, Q: 1663, H: 1273 },
};

const UNIT: Record<Mode, string> = { numeric: 'digits', alphanumeric: 'characters', byte: 'bytes' };

/** No QR code holds more than 7,089 characters, so longer text is refused before the encoder sees it. */
const MAX_CHARACTERS = CAPACITY.numeric.L;

function modeOf(text: string): Mode {
  if (/^[0-9]+$/.test(text)) return 'numeric';
  if (/^[0-9A-Z $%*+\-./:]+$/.test(text)) return 'alphanumeric';
  return 'byte';
}

const grouped = (value: number) => formatNumber(value);

/** The visible message for content that does not fit, with its size against the limit for its kind of text. */
function tooLongMessage(text: string, level: ErrorCorrection, levelLocked: boolean): string {
  const mode = modeOf(text);
  const amount = mode === 'byte' ? new TextEncoder().encode(text).length : text.length;
  const advice =
    level === 'L'
      ? 'Shorten it.'
      : levelLocked
        ? 'Shorten it, or remove the logo to choose a lower error correction level.'
        : 'Shorten it or choose a lower error correction level.';
  return `This content is too long for a QR code: ${grouped(amount)} ${UNIT[mode]}, and level ${level} holds at most ${grouped(CAPACITY[mode][level])}. ${advice} The preview still shows the last code that fit.`;
}

/** Empty content is encoded as a single space, as the spec says. */
export function encodeQr(content: string, level: ErrorCorrection, levelLocked = false): EncodeResult {
  const text = content === '' ? ' ' : content;
  if (text.length > MAX_CHARACTERS) return { ok: false, message: tooLongMessage(text, level, levelLocked) };
  try {
    const qr = createQr(text, { errorCorrectionLevel: level });
    return { ok: true, matrix: { version: qr.version, size: qr.modules.size, modules: qr.modules.data } };
  } catch (error) {
    if (/too big/i.test(failureDetail(error))) return { ok: false, message: tooLongMessage(text, level, levelLocked) };
    return { ok: false, message: failureMessage('Could not make a QR code', error) };
  }
}

/** Modules per side including the margin. */
export const totalModules = (matrix: QrMatrix) => matrix.size + 2 * QR_MARGIN;

/** The image side: the chosen size, raised to one pixel per module when the code needs more. */
export function imageSide(requested: number, matrix: QrMatrix): number {
  return Math.max(Math.round(requested), totalModules(matrix));
}

/** Pixel position of module line `index` (0..total): rounding spreads leftover pixels evenly, so modules stay whole pixels. */
export function moduleEdge(index: number, total: number, side: number): number {
  return Math.round((index * side) / total);
}

export interface Run {
  row: number;
  /** First dark column. */
  start: number;
  /** One past the last dark column. */
  end: number;
}

/** Horizontal runs of dark modules, so a renderer draws one rectangle per run instead of per module. */
export function darkRuns({ size, modules }: QrMatrix): Run[] {
  const runs: Run[] = [];
  for (let row = 0; row < size; row += 1) {
    let start = -1;
    for (let column = 0; column <= size; column += 1) {
      const dark = column < size && modules[row * size + column] === 1;
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        runs.push({ row, start, end: column });
        start = -1;
      }
    }
  }
  return runs;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A centre logo covers at most this share of the image's width, which level H's 30% recovery absorbs. */
const LOGO_SHARE = 0.2;

/** The square plate (in the background colour) behind the logo, and the logo fitted inside it with a little padding. */
export function logoPlacement(side: number, logoWidth: number, logoHeight: number): { plate: Box; image: Box } {
  const plateSide = side * LOGO_SHARE;
  const offset = (side - plateSide) / 2;
  const inner = plateSide * 0.84;
  const scale = inner / Math.max(logoWidth, logoHeight, 1);
  const width = logoWidth * scale;
  const height = logoHeight * scale;
  return {
    plate: { x: offset, y: offset, width: plateSide, height: plateSide },
    image: { x: (side - width) / 2, y: (side - height) / 2, width, height },
  };
}

export interface SvgLogo {
  /** A data: URL of a PNG the page rasterised itself, never the visitor's original file. */
  dataUrl: string;
  width: number;
  height: number;
}

export interface SvgOptions {
  side: number;
  foreground: string;
  background: string;
  logo: SvgLogo | null;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const round = (value: number) => Math.round(value * 1000) / 1000;

/** The same code as the canvas, as a vector file measured in modules (viewBox) and displayed at `side` pixels. */
export function qrSvg(matrix: QrMatrix, { side, foreground, background, logo }: SvgOptions): string {
  const total = totalModules(matrix);
  const path = darkRuns(matrix)
    .map(({ row, start, end }) => `M${start + QR_MARGIN} ${row + QR_MARGIN}h${end - start}v1h${start - end}z`)
    .join('');
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="0 0 ${total} ${total}" shape-rendering="crispEdges">`,
    `<rect width="${total}" height="${total}" fill="${escapeAttribute(background)}"/>`,
    `<path fill="${escapeAttribute(foreground)}" d="${path}"/>`,
  ];
  if (logo) {
    const { plate, image } = logoPlacement(total, logo.width, logo.height);
    parts.push(
      `<rect x="${round(plate.x)}" y="${round(plate.y)}" width="${round(plate.width)}" height="${round(plate.height)}" fill="${escapeAttribute(background)}"/>`,
      `<image href="${escapeAttribute(logo.dataUrl)}" x="${round(image.x)}" y="${round(image.y)}" width="${round(image.width)}" height="${round(image.height)}" preserveAspectRatio="xMidYMid meet" shape-rendering="auto"/>`,
    );
  }
  parts.push('</svg>\n');
  return parts.join('');
}
