interface SkeletonProps {
  /** Accessible text announced while loading. */
  label?: string;
  lines?: number;
  className?: string;
}

/** Loading placeholder: shimmering bars with a status for screen readers. */
export function Skeleton({ label = 'Loading…', lines = 6, className = '' }: SkeletonProps) {
  return (
    <div role="status" aria-live="polite" className={`animate-pulse space-y-2 p-3 ${className}`}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} aria-hidden="true" className="h-3 rounded bg-slate-200 dark:bg-slate-800" style={{ width: `${90 - ((index * 17) % 45)}%` }} />
      ))}
    </div>
  );
}
