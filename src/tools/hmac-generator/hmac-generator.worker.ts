import { runHashJob } from '@/lib/hashing/hash-job';
import { serveWorker } from '@/lib/serve-worker';

serveWorker(runHashJob);
