import type { Tool } from '@/tools/define-tool';
import { whenPageIdle } from '@/lib/when-page-idle';
import { createPrefetchQueue, prefetchMode, type ConnectionHints } from './prefetch-queue';

const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
const mode = prefetchMode(connection);
// After the page's load event, so a prefetch never competes with the landing page's own files.
const queue = createPrefetchQueue(mode, whenPageIdle);

/** The visitor asked the browser to save data: nothing is fetched ahead, not even the offline copy. */
export const visitorSavesData = mode === 'off';

/** Pointer over, or focus on, a tool's card or palette entry. */
export function prefetchToolOnIntent(tool: Tool): void {
  queue.intent(tool.id, tool.screen.load);
}

/** A tool's card scrolled into view. */
export function prefetchToolWhenIdle(tool: Tool): void {
  queue.idle(tool.id, tool.screen.load);
}

/** App code the page does not need until the visitor asks for it (the command palette). */
export function prefetchWhenIdle(key: string, load: () => Promise<unknown>): void {
  queue.idle(key, load);
}

/** CodeMirror, shared by every code tool: the biggest part of opening one. */
export function prefetchCodeEditorWhenIdle(): void {
  queue.idle('code-editor', () => import('@/components/code-pane'));
}
