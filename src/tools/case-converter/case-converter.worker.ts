import { serveWorker } from '@/lib/serve-worker';
import { convertText } from './case-converter.logic';

serveWorker(convertText);
