import { ClipboardPaste, QrCode, ScanLine } from 'lucide-react';
import { useCallback, useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { ErrorLine } from '@/components/error-line';
import { OpenFileButton } from '@/components/file-drop';
import { FileZone, FileZonePrompt } from '@/components/file-zone';
import { SideBySide } from '@/components/side-by-side';
import { StatusLine } from '@/components/status-line';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { useLatestWins } from '@/hooks/use-latest-wins';
import { useRun } from '@/hooks/use-run';
import { checkFile } from '@/lib/files';
import { failureMessage } from '@/lib/job-failure';
import { imageFileRules, UNREADABLE_IMAGE } from './image-file.logic';
import type { ScanFound } from './qr-scan.logic';
import type { ScanRequest } from './qr-scan.worker';
import { readImage } from './read-image';
import { ScanPreview } from './scan-preview';

const SCAN_ACTION = 'Could not scan this image';

/** jsQR finds codes well below this; bigger photos are scaled down so decoding stays fast. */
const SCAN_MAX_SIDE = 2048;
/** An SVG is drawn this big before scanning: even a version 40 code (177 modules) gets over 5 px per module, sharp for jsQR. */
const SVG_SCAN_SIDE = 1024;

const NO_CODE_FOUND = 'No QR code found in this image.';
const NO_IMAGE_ON_CLIPBOARD = 'The clipboard holds no image. Copy an image, then paste it here.';
const CLIPBOARD_REFUSED = 'The browser did not allow reading the clipboard. Press Ctrl+V (⌘V on a Mac) instead.';

type ScanState =
  | { status: 'idle' }
  | { status: 'error'; message: string }
  | { status: 'scanning'; image: HTMLCanvasElement | null }
  | { status: 'found'; image: HTMLCanvasElement; found: ScanFound }
  | { status: 'not-found'; image: HTMLCanvasElement };

interface ScanPanelProps {
  /** Listens for pasted images only while the Scan tab is shown. */
  active: boolean;
  onOpenInGenerator: (text: string) => void;
}

export function ScanPanel({ active, onOpenInGenerator }: ScanPanelProps) {
  const [state, setState] = useState<ScanState>({ status: 'idle' });
  const latest = useLatestWins();
  // Pixels are decoded on a worker (a large photo takes jsQR hundreds of milliseconds); a newer scan stops an older one.
  const { run: scan } = useRun<ScanRequest, ScanFound | null>({
    createWorker: () => new Worker(new URL('./qr-scan.worker.ts', import.meta.url), { type: 'module' }),
    failure: SCAN_ACTION,
    newer: 'cancels',
  });

  const scanFile = useCallback(
    async (file: File) => {
      const ticket = latest.begin();
      const current = ticket.isLatest;
      const problem = checkFile(file, imageFileRules);
      if (problem) {
        setState({ status: 'error', message: problem });
        return;
      }
      setState({ status: 'scanning', image: null });
      let image: HTMLCanvasElement;
      try {
        image = await readImage(file, SCAN_MAX_SIDE, SVG_SCAN_SIDE);
      } catch {
        if (current()) setState({ status: 'error', message: UNREADABLE_IMAGE });
        return;
      }
      if (!current()) return;
      setState({ status: 'scanning', image });
      try {
        const pixels = image.getContext('2d')?.getImageData(0, 0, image.width, image.height);
        if (!pixels) throw new Error(UNREADABLE_IMAGE);
        const end = await scan({ pixels: pixels.data, width: pixels.width, height: pixels.height }, { signal: ticket.signal });
        if (end === null || !current()) return;
        if (!end.ok) setState({ status: 'error', message: end.message });
        else setState(end.response ? { status: 'found', image, found: end.response } : { status: 'not-found', image });
      } catch (error) {
        if (current()) setState({ status: 'error', message: failureMessage(SCAN_ACTION, error) });
      }
    },
    [latest, scan],
  );

  const pasteFromClipboard = async () => {
    try {
      for (const item of await navigator.clipboard.read()) {
        const type = item.types.find((candidate) => candidate.startsWith('image/'));
        if (!type) continue;
        const blob = await item.getType(type);
        void scanFile(new File([blob], `pasted.${type.slice('image/'.length)}`, { type }));
        return;
      }
      setState({ status: 'error', message: NO_IMAGE_ON_CLIPBOARD });
    } catch {
      setState({ status: 'error', message: CLIPBOARD_REFUSED });
    }
  };

  const showError = (message: string) => setState({ status: 'error', message });
  const image = 'image' in state ? state.image : null;

  return (
    <SideBySide roomy>
      <section aria-labelledby="qr-scan-image-heading" className="min-w-0 space-y-3">
        <h2 id="qr-scan-image-heading" className="text-base font-semibold">
          Image
        </h2>
        <FileZone
          data-testid="scan-drop-zone"
          dropLabel="Drop an image to scan it"
          rules={imageFileRules}
          onFile={scanFile}
          onError={showError}
          paste={active}
          onPasteWithoutFile={() => showError(NO_IMAGE_ON_CLIPBOARD)}
        >
          <ScanLine aria-hidden="true" className="size-8 text-slate-400" />
          <FileZonePrompt>Drop, paste (Ctrl+V) or open an image that contains a QR code. It is read on this device and never uploaded.</FileZonePrompt>
          <div className="flex flex-wrap justify-center gap-2">
            <OpenFileButton label="Open image" rules={imageFileRules} onFile={scanFile} onError={showError} />
            <Button icon={ClipboardPaste} onClick={() => void pasteFromClipboard()}>
              Paste image
            </Button>
          </div>
          <p className="text-xs text-slate-500 dark:text-slate-400">PNG, JPEG, WEBP, GIF or SVG, up to 10 MB.</p>
        </FileZone>
        {state.status === 'error' && <ErrorLine message={state.message} />}
        {image && <ScanPreview image={image} corners={state.status === 'found' ? state.found.corners : null} />}
      </section>

      <section aria-labelledby="qr-scan-result-heading" className="min-w-0 space-y-3">
        <h2 id="qr-scan-result-heading" className="text-base font-semibold">
          Result
        </h2>
        {state.status === 'scanning' && <StatusLine busy>Scanning…</StatusLine>}
        {state.status === 'not-found' && (
          <p role="status" className="text-sm font-medium">
            {NO_CODE_FOUND}
          </p>
        )}
        {state.status === 'found' && (
          <div className="space-y-2">
            <Field label="Decoded text">
              <Textarea readOnly rows={6} value={state.found.text} />
            </Field>
            <div className="flex flex-wrap gap-2">
              <CopyButton text={state.found.text} />
              <Button icon={QrCode} onClick={() => onOpenInGenerator(state.found.text)}>
                Use in generator
              </Button>
            </div>
          </div>
        )}
        {(state.status === 'idle' || state.status === 'error') && <p className="text-sm text-slate-500 dark:text-slate-400">The decoded text appears here.</p>}
      </section>
    </SideBySide>
  );
}
