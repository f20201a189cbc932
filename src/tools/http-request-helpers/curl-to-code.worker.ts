import { serveWorker } from '@/lib/serve-worker';
import type { CurlJob } from './curl-to-code.logic';

// The converter is imported on the first job, not with the worker: its parser waits for its WebAssembly at the top
// level, and a module worker that is still evaluating drops the messages it is sent.
serveWorker(async (job: CurlJob) => (await import('./curl-to-code.logic')).runCurlJob(job));
