import { serveWorker } from '@/lib/serve-worker';
import { runSqlJob } from './sql-beautifier.logic';

serveWorker(runSqlJob);
