import { serveWorker } from '@/lib/serve-worker';
import { runJob } from './json-diff-job.logic';

serveWorker(runJob);
