import { serveWorker } from '@/lib/serve-worker';
import { runEscaper } from './string-escaper.logic';

serveWorker(runEscaper);
