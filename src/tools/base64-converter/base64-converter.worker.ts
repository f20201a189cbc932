import { serveWorker } from '@/lib/serve-worker';
import { runBase64Job } from './base64-converter.logic';

// Decoded bytes are handed over, not copied: this worker has no further use for them.
serveWorker(runBase64Job, (result) => (result.ok && result.output.kind === 'binary' ? [result.output.bytes.buffer] : []));
