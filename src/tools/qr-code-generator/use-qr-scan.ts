import { useCallback } from 'react';
import { useWorker } from '@/hooks/use-worker';
import { WorkerCancelledError } from '@/lib/worker-runner';
import type { ScanFound } from './qr-scan.logic';
import type { ScanRequest } from './qr-scan.worker';

export const SCAN_ACTION = 'Could not scan this image';

/** Decodes pixels on a worker (a large photo takes jsQR hundreds of milliseconds); a newer scan, or the signal, stops an older one, which resolves to undefined. */
export function useQrScan() {
  const worker = useWorker<ScanRequest, ScanFound | null>(() => new Worker(new URL('./qr-scan.worker.ts', import.meta.url), { type: 'module' }), {
    action: SCAN_ACTION,
  });
  return useCallback(
    async (image: ImageData, signal?: AbortSignal): Promise<ScanFound | null | undefined> => {
      try {
        return await worker.run({ pixels: image.data, width: image.width, height: image.height }, { signal });
      } catch (error) {
        if (error instanceof WorkerCancelledError) return undefined;
        throw error;
      }
    },
    [worker],
  );
}
