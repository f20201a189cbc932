import { serveWorker } from '@/lib/serve-worker';
import { countText } from './word-counter.logic';

serveWorker(countText);
