import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { PageErrorNotice } from '@/app/page-error-notice';
import { PwaPrompt } from '@/app/pwa/pwa-prompt';
import { viewFromHash } from '@/app/use-view';
import { tools } from '@/tools/registry';
import '@/index.css';

const rootElement = document.getElementById('root');
if (!rootElement) {
  throw new Error('Could not find root element to mount to');
}

// A deep link or reload: fetch the tool's code now, alongside the first render, not after its first paint
// (when its host's effect would ask). A failure is reported by the tool host, which asks again.
const linkedView = viewFromHash(window.location.hash);
tools
  .find((tool) => tool.id === linkedView)
  ?.screen.load()
  .catch(() => undefined);

createRoot(rootElement).render(
  <StrictMode>
    <App />
    <PwaPrompt />
    <PageErrorNotice />
  </StrictMode>,
);
