import { decodeQrPixels } from './qr-scan.logic';

export interface ScanRequest {
  pixels: Uint8ClampedArray;
  width: number;
  height: number;
}

self.onmessage = (event: MessageEvent<ScanRequest>) => {
  const { pixels, width, height } = event.data;
  self.postMessage(decodeQrPixels(pixels, width, height));
};
