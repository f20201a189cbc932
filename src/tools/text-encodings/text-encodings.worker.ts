import { serveWorker } from '@/lib/serve-worker';
import { runJob } from './text-encodings.logic';

serveWorker(runJob);
