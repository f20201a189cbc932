import { TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { DownloadButton } from '@/components/download-button';
import { ErrorLine } from '@/components/error-line';
import { colorWarnings, type ColorCheck } from './color-contrast.logic';
import { imageSide, qrSvg, type EncodeResult, type ErrorCorrection, type QrMatrix } from '@/lib/qr-code';
import { drawQr } from '@/lib/qr-canvas';
import type { Logo } from './style-controls';

interface QrPreviewProps {
  encoded: EncodeResult;
  size: number;
  foreground: string;
  background: string;
  level: ErrorCorrection;
  logo: Logo | null;
  colors: ColorCheck | null;
  canDownload: boolean;
  /** Nothing to encode yet: the code shown is the spec's single space, drawn faded. */
  empty: boolean;
}

/** The code on show: kept when new content does not fit, so the last good code stays. */
interface Shown {
  source: EncodeResult;
  matrix: QrMatrix;
  level: ErrorCorrection;
}

export function QrPreview({ encoded, size, foreground, background, level, logo, colors, canDownload, empty }: QrPreviewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  if (encoded.ok && shown?.source !== encoded) setShown({ source: encoded, matrix: encoded.matrix, level });
  const matrix = shown?.matrix ?? null;
  const side = matrix ? imageSide(size, matrix) : 0;

  useEffect(() => {
    if (canvasRef.current && matrix) drawQr(canvasRef.current, matrix, { side, foreground, background }, logo?.image ?? null);
  }, [matrix, side, foreground, background, logo]);

  const pngOfCanvas = () =>
    new Promise<Blob>((resolve, reject) => {
      const canvas = canvasRef.current;
      if (!canvas) reject(new Error('the preview is not drawn yet'));
      else canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the browser could not encode the image'))), 'image/png');
    });

  const svgOfCode = () => {
    if (!matrix) return '';
    const svgLogo = logo ? { dataUrl: logo.dataUrl, width: logo.image.width, height: logo.image.height } : null;
    return qrSvg(matrix, { side, foreground, background, logo: svgLogo });
  };

  const warnings = colorWarnings(colors);
  const saving = { disabled: !(canDownload && matrix !== null), onError: setSaveError };

  return (
    <div className="space-y-3">
      <div className="flex justify-center rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-950">
        <canvas
          ref={canvasRef}
          role="img"
          aria-label="QR code preview"
          className={`h-auto max-w-full [image-rendering:pixelated] ${encoded.ok && !empty ? '' : 'opacity-50'}`}
          style={{ width: side || undefined }}
        />
      </div>
      {shown && (
        <p className="text-center text-xs text-slate-600 dark:text-slate-400" data-testid="qr-details">
          Version {shown.matrix.version} · {shown.matrix.size} × {shown.matrix.size} modules · {side} × {side} px · level {shown.level}
        </p>
      )}
      {shown && side > size && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          This content needs at least {side} px (one pixel per module), so the image is {side} × {side} px.
        </p>
      )}
      <ErrorLine message={encoded.ok ? saveError : encoded.message} />
      <div role="status" className="space-y-1 empty:hidden">
        {warnings.map((warning) => (
          <p key={warning} className="flex items-start gap-2 text-sm text-amber-800 dark:text-amber-300">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <strong>Warning:</strong> {warning}
            </span>
          </p>
        ))}
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <DownloadButton variant="primary" fileName="qrcode.png" mimeType="image/png" content={pngOfCanvas} label="Download PNG" {...saving} />
        <DownloadButton fileName="qrcode.svg" mimeType="image/svg+xml" content={svgOfCode} label="Download SVG" {...saving} />
      </div>
    </div>
  );
}
