import { lazy, Suspense, useEffect, useState } from 'react';
import { whenPageIdle } from '@/lib/when-page-idle';
import { visitorSavesData } from '../prefetch/prefetcher';

// Its own chunk (workbox-window's registration and the update toast, about 1.4 KB gzip): it is never needed
// before the page is idle, and never when the visitor saves data, so it stays off the landing page's budget.
// Offline with the chunk never cached, there is no service worker to register anyway: nothing shows.
const ServiceWorkerPrompt = lazy(() => import('./service-worker-prompt').catch(() => ({ default: () => null })));

/**
 * The service worker, unless the visitor saves data: installing it downloads every tool for offline
 * use (about 10 MB), far more than the page they came for. A worker installed on an earlier visit
 * still serves the page. Registered once the page is loaded and idle: registering imports
 * workbox-window, which a deep link would otherwise fetch and compile beside its tool, before its paint.
 */
export function PwaPrompt() {
  const [pageIdle, setPageIdle] = useState(false);
  useEffect(() => whenPageIdle(() => setPageIdle(true)), []);
  if (visitorSavesData || !pageIdle) return null;
  return (
    <Suspense fallback={null}>
      <ServiceWorkerPrompt />
    </Suspense>
  );
}
