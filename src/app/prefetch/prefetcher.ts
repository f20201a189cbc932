import type { Tool } from '@/tools/define-tool';
import { createPrefetchQueue, prefetchMode, type ConnectionHints, type WhenIdle } from './prefetch-queue';

/** Idle work never waits longer than this for an idle moment. */
const IDLE_TIMEOUT_MS = 3000;

/** After the page's load event, so a prefetch never competes with the landing page's own files. */
const whenIdle: WhenIdle = (callback) => {
  const schedule = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(callback, 200));
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
};

const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
const mode = prefetchMode(connection);
const queue = createPrefetchQueue(mode, whenIdle);

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

/** CodeMirror, shared by every code tool: the biggest part of opening one. */
export function prefetchCodeEditorWhenIdle(): void {
  queue.idle('code-editor', () => import('@/components/code-pane'));
}
