import { serveWorker } from '@/lib/serve-worker';
import { runJob } from './encrypt-decrypt.logic';

serveWorker(runJob);
