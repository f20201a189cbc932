import { serveWorker } from '@/lib/serve-worker';
import { convertData } from './convert.logic';

serveWorker(convertData);
