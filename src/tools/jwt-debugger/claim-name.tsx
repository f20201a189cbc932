import { useId } from 'react';
import { describeClaim } from './jwt-claims.logic';

/** A claim name; a known one explains itself on hover and on keyboard focus (Escape hides it again). */
export function ClaimName({ name }: { name: string }) {
  const tooltipId = useId();
  const description = describeClaim(name);
  if (!description) return <code className="font-mono break-all">{name}</code>;
  return (
    <span className="group relative inline-block">
      <code
        tabIndex={0}
        aria-describedby={tooltipId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') event.currentTarget.blur();
        }}
        className="cursor-help font-mono underline decoration-dotted underline-offset-4 focus-visible:outline-2 focus-visible:outline-indigo-500"
      >
        {name}
      </code>
      <span
        role="tooltip"
        id={tooltipId}
        className="invisible absolute top-full left-0 z-20 mt-1 w-64 rounded-lg bg-slate-900 p-2 text-xs font-normal text-white opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 dark:bg-slate-100 dark:text-slate-900"
      >
        {description}
      </span>
    </span>
  );
}
