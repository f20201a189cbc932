import { serveWorker } from '@/lib/serve-worker';
import { formatYaml } from './yaml-formatter.logic';

serveWorker(formatYaml);
