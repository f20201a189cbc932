import { serveWorker } from '@/lib/serve-worker';
import { extractColors } from './palette-extraction.logic';

serveWorker(extractColors);
