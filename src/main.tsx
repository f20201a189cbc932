// First, so a deep-linked tool's code is requested before the rest of the app is evaluated.
import { linkedToolReady } from '@/app/fetch-linked-tool';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { PageErrorNotice } from '@/app/page-error-notice';
import { PwaPrompt } from '@/app/pwa/pwa-prompt';
import '@/index.css';

const rootElement = document.getElementById('root');
if (!rootElement) {
  throw new Error('Could not find root element to mount to');
}

// A deep link's tool renders in the first render when its code comes in time (see linkedToolReady).
void linkedToolReady().then(() =>
  createRoot(rootElement).render(
    <StrictMode>
      <App />
      <PwaPrompt />
      <PageErrorNotice />
    </StrictMode>,
  ),
);
