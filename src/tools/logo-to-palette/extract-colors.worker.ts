import { extractColours } from './palette-extraction.logic';

self.onmessage = (event: MessageEvent<Uint8ClampedArray>) => {
  self.postMessage(extractColours(event.data));
};
