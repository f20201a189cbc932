import { serveWorker } from '@/lib/serve-worker';
import { runTextDiffJob, textDiffTransfer } from './text-diff.logic';

serveWorker(runTextDiffJob, textDiffTransfer);
