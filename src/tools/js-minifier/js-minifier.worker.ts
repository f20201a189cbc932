import { serveWorker } from '@/lib/serve-worker';
import { runJsJob } from './js-minifier.logic';

serveWorker(runJsJob);
