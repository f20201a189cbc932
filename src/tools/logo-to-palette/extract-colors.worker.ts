import { serveWorker } from '@/lib/serve-worker';
import { extractColours } from './palette-extraction.logic';

serveWorker(extractColours);
