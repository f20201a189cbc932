import { ExternalLink } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { CopyButton } from '@/components/copy-button';
import { ErrorLine } from '@/components/error-line';
import { Panel } from '@/components/panel';
import { drawQr } from '@/lib/qr-canvas';
import { DEFAULT_BACKGROUND, DEFAULT_FOREGROUND, encodeQr, imageSide } from '@/lib/qr-code';
import type { UriResult } from './otp-uri.logic';

/** The preview's side in pixels; raised to one pixel per module for long URIs (a 64-byte SHA-512 key). */
const QR_SIDE = 224;

/** The otpauth:// URI, to copy or open in an authenticator, and its QR code to scan (level M: a phone reads it off a screen). */
export function KeyUriPanel({ built }: { built: UriResult | null }) {
  const uri = built?.ok ? built.uri : '';
  const encoded = useMemo(() => (uri ? encodeQr(uri, 'M') : null), [uri]);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const matrix = encoded?.ok ? encoded.matrix : null;
  const side = matrix ? imageSide(QR_SIDE, matrix) : 0;

  useEffect(() => {
    if (canvasRef.current && matrix) drawQr(canvasRef.current, matrix, { side, foreground: DEFAULT_FOREGROUND, background: DEFAULT_BACKGROUND }, null);
  }, [matrix, side]);

  return (
    <Panel title="Key URI" actions={<CopyButton text={uri} label="Copy URI" />}>
      <ErrorLine message={built?.ok === false ? built.message : encoded?.ok === false ? encoded.message : null} />
      {uri && (
        <>
          <p className="font-mono text-xs break-all" data-testid="otp-key-uri">
            {uri}
          </p>
          <div className="flex flex-col items-center gap-2">
            <canvas
              ref={canvasRef}
              role="img"
              aria-label="QR code of the key URI"
              className="h-auto max-w-full [image-rendering:pixelated]"
              style={{ width: side || undefined }}
            />
            <p className="text-center text-xs text-slate-600 dark:text-slate-400">
              Scan it with an authenticator app. It holds the secret: show it to no one else.
            </p>
            <a href={uri} className="inline-flex items-center gap-1 text-sm text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
              <ExternalLink aria-hidden="true" className="size-4" />
              Open in an authenticator app
            </a>
          </div>
        </>
      )}
    </Panel>
  );
}
