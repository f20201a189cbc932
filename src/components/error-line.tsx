import { CircleAlert } from 'lucide-react';

/** One error message, announced to screen readers; renders nothing without a message. */
export function ErrorLine({ message, className = '' }: { message: string | null | undefined; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={`flex items-start gap-2 text-sm text-red-700 dark:text-red-400 ${className}`}>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="break-words whitespace-pre-wrap">{message}</span>
    </p>
  );
}
