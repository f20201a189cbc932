import { serveWorker } from '@/lib/serve-worker';
import { resultBuffers, runJob } from './compress-decompress.logic';

// Output bytes are handed over, not copied: this worker has no further use for them.
serveWorker(runJob, resultBuffers);
