/** How often an open tab asks the server for a newer service worker. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Browsers look for a new sw.js only on navigation (and once a day), but DevDeck is a page people
 * keep open for days: ask again every hour and whenever the tab comes back into view, when online.
 * Returns the function that stops watching.
 */
export function watchForUpdates(registration: { update: () => Promise<unknown> }, intervalMs = UPDATE_CHECK_INTERVAL_MS): () => void {
  const check = () => {
    if (!navigator.onLine) return;
    // A failed check (server down, flaky network) is simply tried again next time.
    registration.update().catch(() => {});
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') check();
  };
  const timer = setInterval(check, intervalMs);
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
