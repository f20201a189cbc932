import { serveWorker } from '@/lib/serve-worker';
import { runUnicodeJob } from './unicode-inspector.logic';

serveWorker(runUnicodeJob);
