import { serveWorker } from '@/lib/serve-worker';
import { decodeQrPixels } from './qr-scan.logic';

export interface ScanRequest {
  pixels: Uint8ClampedArray;
  width: number;
  height: number;
}

serveWorker(({ pixels, width, height }: ScanRequest) => decodeQrPixels(pixels, width, height));
