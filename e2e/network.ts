import type { Page } from './test';

/**
 * Makes the page's navigator.connection (Network Information API) report this connection, since
 * Chromium's own always reads as fast here. Prefetching reads it.
 */
export function emulateConnection(page: Page, connection: { saveData: boolean; effectiveType: string }) {
  return page.addInitScript((value) => Object.defineProperty(Navigator.prototype, 'connection', { get: () => value }), connection);
}

/**
 * Records every request the page makes. `foreign()` lists those that are not the app's own
 * static files: any other origin, and any call to our own /api. Local tools must have none.
 */
export function watchRequests(page: Page, baseURL: string | undefined) {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url()));
  return {
    foreign: () => seen.filter((url) => !baseURL || !url.startsWith(`${baseURL}/`) || new URL(url).pathname.startsWith('/api/')),
  };
}

export interface AiCall<Body> {
  /** The full address, so a test can also check that the page called only our own origin. */
  url: string;
  body: Body;
}

/** Requests the page makes to our /api/ai routes, with their JSON bodies (of the shape the caller expects). */
export function watchAiCalls<Body = unknown>(page: Page): AiCall<Body>[] {
  const calls: AiCall<Body>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/ai/')) calls.push({ url: request.url(), body: request.postDataJSON() as Body });
  });
  return calls;
}
