import { runBase64Job, type Base64Job } from './base64-converter.logic';

self.onmessage = (event: MessageEvent<Base64Job>) => {
  const result = runBase64Job(event.data);
  // Decoded bytes are handed over, not copied: this worker has no further use for them.
  self.postMessage(result, result.ok && result.output.kind === 'binary' ? [result.output.bytes.buffer] : []);
};
