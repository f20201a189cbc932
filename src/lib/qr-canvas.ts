import { darkRuns, logoPlacement, moduleEdge, QR_MARGIN, totalModules, type QrMatrix } from './qr-code';

export interface CanvasStyle {
  side: number;
  foreground: string;
  background: string;
}

/** Paints the code with whole-pixel modules (no anti-aliasing), then the logo on its plate in the middle. */
export function drawQr(canvas: HTMLCanvasElement, matrix: QrMatrix, { side, foreground, background }: CanvasStyle, logo: HTMLCanvasElement | null): void {
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) return;
  const total = totalModules(matrix);
  const edge = (index: number) => moduleEdge(index + QR_MARGIN, total, side);
  context.fillStyle = background;
  context.fillRect(0, 0, side, side);
  context.fillStyle = foreground;
  for (const { row, start, end } of darkRuns(matrix)) {
    context.fillRect(edge(start), edge(row), edge(end) - edge(start), edge(row + 1) - edge(row));
  }
  if (!logo) return;
  const { plate, image } = logoPlacement(side, logo.width, logo.height);
  context.fillStyle = background;
  context.fillRect(Math.round(plate.x), Math.round(plate.y), Math.round(plate.width), Math.round(plate.height));
  context.imageSmoothingQuality = 'high';
  context.drawImage(logo, image.x, image.y, image.width, image.height);
}
