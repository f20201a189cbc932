import { CircleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { failureDetail } from '@/lib/failure-detail';

/**
 * Chromium reports this when a resize observer's work spills into the next frame: harmless, and
 * CodeMirror's panes can cause it; it is not a failure the visitor should hear about.
 */
const BENIGN = /ResizeObserver loop/;

/** The sentence shown for an error nobody caught: what happened, and that nothing typed is lost. */
function pageErrorMessage(detail: string): string {
  return `Something went wrong: ${detail.replace(/[.\s]+$/, '')}. Your input is kept; try again, or reload the page if it happens again.`;
}

/**
 * The page's last line of defence: an uncaught error or an unhandled promise rejection (which every
 * tool's own handling should have prevented) is shown as a message instead of passing unseen. The
 * browser still logs it for developers.
 */
export function PageErrorNotice() {
  const [detail, setDetail] = useState<string | null>(null);

  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      const text = event.error !== undefined && event.error !== null ? failureDetail(event.error) : event.message;
      if (!BENIGN.test(text)) setDetail(text || 'an unexpected error occurred');
    };
    const onRejection = (event: PromiseRejectionEvent) => setDetail(failureDetail(event.reason));
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  if (detail === null) return null;
  return (
    <div
      role="alert"
      className="fixed bottom-4 left-4 z-50 flex max-w-md flex-wrap items-start gap-3 rounded-xl border border-red-300 bg-white p-4 text-sm shadow-lg dark:border-red-900 dark:bg-slate-900"
    >
      <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-red-700 dark:text-red-400" />
      <p className="min-w-0 flex-1 break-words text-slate-800 dark:text-slate-100">{pageErrorMessage(detail)}</p>
      <Button variant="ghost" onClick={() => setDetail(null)}>
        Dismiss
      </Button>
    </div>
  );
}
