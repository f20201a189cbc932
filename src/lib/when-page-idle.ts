/** Idle work never waits longer than this for an idle moment. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `callback` once the page's load event has passed, at an idle moment (at most 3 s later): for work
 * that must not compete with the page's own files or its first paint.
 */
export function whenPageIdle(callback: () => void): void {
  const schedule = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(callback, 200));
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
