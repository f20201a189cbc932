import { serveWorker } from '@/lib/serve-worker';
import { runRegexJob, transferablesOfResult } from './regex-job.logic';

serveWorker(runRegexJob, transferablesOfResult);
