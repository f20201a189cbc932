import { serveWorker } from '@/lib/serve-worker';
import { convertSql } from './sql-to-class.logic';

serveWorker(convertSql);
