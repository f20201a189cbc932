import { serveWorker } from '@/lib/serve-worker';
import { maskSecrets } from './secret-masking.logic';

// Large logs and HARs are masked here, telling their progress, so the tab never freezes.
serveWorker(maskSecrets);
