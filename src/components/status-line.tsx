import type { ReactNode } from 'react';
import { Spinner } from './ui/spinner';

/** What a job is doing or did, in words, announced politely: a spinner beside it while busy. */
export function StatusLine({ busy = false, children, className = '' }: { busy?: boolean; children: ReactNode; className?: string }) {
  return (
    <p role="status" aria-live="polite" className={`flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400 ${className}`}>
      {busy && <Spinner className="size-4" />}
      <span className="break-words">{children}</span>
    </p>
  );
}
