import { serveWorker } from '@/lib/serve-worker';
import { resultBuffers, runJob, type Job, type JobResult } from './kdf.logic';

// Each job is one hash or one check; the hash's bytes are handed over, not copied.
serveWorker<Job, JobResult>((job) => runJob(job), resultBuffers);
