import { serveWorker } from '@/lib/serve-worker';
import { analyseStrength } from './strength.logic';

// The analyser's job; its dictionaries load with this worker, on the first analysis, not with the generator.
serveWorker(analyseStrength);
