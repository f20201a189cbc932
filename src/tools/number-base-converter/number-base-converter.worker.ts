import { serveWorker } from '@/lib/serve-worker';
import { convertNumber } from './conversion.logic';

serveWorker(convertNumber);
