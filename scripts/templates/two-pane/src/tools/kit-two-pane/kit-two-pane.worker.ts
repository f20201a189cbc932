import { serveWorker } from '@/lib/serve-worker';
import { kitTwoPane } from './kit-two-pane.logic';

serveWorker(kitTwoPane);
