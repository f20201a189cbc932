import { serveWorker } from '@/lib/serve-worker';
import { runPipeline } from './list-tools.logic';

serveWorker(runPipeline);
