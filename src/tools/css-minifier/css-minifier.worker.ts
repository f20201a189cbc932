import { serveWorker } from '@/lib/serve-worker';
import { runCssJob } from './css-minifier.logic';

serveWorker(runCssJob);
