import { serveWorker } from '@/lib/serve-worker';
import { kitAiGenerator } from './kit-ai-generator.logic';

serveWorker(kitAiGenerator);
