import { CloudOff, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

export type PwaNotice = 'update-ready' | 'offline-ready';

interface PwaToastProps {
  notice: PwaNotice;
  /** True once Reload was chosen, while the new version takes over. */
  reloading: boolean;
  onReload: () => void;
  onDismiss: () => void;
}

const MESSAGES: Record<PwaNotice, string> = {
  'update-ready': 'A new version of DevDeck is available.',
  'offline-ready': 'DevDeck is ready to work offline.',
};

/**
 * A polite corner notice (role=status: read out without taking focus) about the service worker:
 * a new version waiting for a reload, or the app now cached for offline use.
 */
export function PwaToast({ notice, reloading, onReload, onDismiss }: PwaToastProps) {
  const Icon = notice === 'update-ready' ? RefreshCw : CloudOff;
  return (
    <div
      role="status"
      className="fixed right-4 bottom-4 z-50 flex max-w-sm flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-900"
    >
      <Icon aria-hidden="true" className="size-5 shrink-0 text-indigo-600 dark:text-indigo-400" />
      <p className="min-w-0 flex-1 text-slate-800 dark:text-slate-100">{MESSAGES[notice]}</p>
      <div className="flex gap-2">
        {notice === 'update-ready' && (
          <Button variant="primary" onClick={onReload} disabled={reloading}>
            {reloading ? 'Reloading…' : 'Reload'}
          </Button>
        )}
        <Button variant="ghost" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    </div>
  );
}
