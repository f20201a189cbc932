import { useEffect, useRef } from 'react';
import type { ScanFound } from './qr-scan.logic';

interface ScanPreviewProps {
  image: HTMLCanvasElement;
  /** Where the code was found, outlined on the picture; null when none was. */
  corners: ScanFound['corners'] | null;
}

/** The scanned picture, with the found code outlined. */
export function ScanPreview({ image, corners }: ScanPreviewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    canvas.width = image.width;
    canvas.height = image.height;
    context.drawImage(image, 0, 0);
    if (!corners) return;
    context.beginPath();
    corners.forEach(({ x, y }, index) => (index === 0 ? context.moveTo(x, y) : context.lineTo(x, y)));
    context.closePath();
    context.lineWidth = Math.max(3, Math.max(image.width, image.height) / 150);
    context.strokeStyle = '#16a34a';
    context.stroke();
  }, [image, corners]);

  return (
    <canvas
      ref={canvasRef}
      role="img"
      aria-label={corners ? 'Scanned image, with the QR code outlined' : 'Scanned image'}
      className="h-auto max-h-96 max-w-full rounded-lg border border-slate-200 object-contain dark:border-slate-800"
    />
  );
}
