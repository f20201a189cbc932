import { serveWorker } from '@/lib/serve-worker';
import { runInsightJob } from './regex-insight.logic';

serveWorker(runInsightJob);
