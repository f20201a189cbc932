import { serveWorker } from '@/lib/serve-worker';
import { formatXml } from './xml-formatter.logic';

serveWorker(formatXml);
