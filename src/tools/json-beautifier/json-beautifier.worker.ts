import { serveWorker } from '@/lib/serve-worker';
import { runJsonJob } from './json-job.logic';

serveWorker(runJsonJob);
