import { serveWorker } from '@/lib/serve-worker';
import { renderMarkdown } from './markdown-render.logic';

serveWorker((source: string) => renderMarkdown(source));
