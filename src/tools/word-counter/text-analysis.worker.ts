import { serveWorker } from '@/lib/serve-worker';
import { analyzeText } from './text-analysis.logic';

serveWorker(analyzeText);
