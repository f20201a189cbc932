import type { Page } from '@playwright/test';

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
