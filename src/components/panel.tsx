import { useId, type HTMLAttributes, type ReactNode } from 'react';

/** The card every panel and pane is drawn on; exported for the few kit parts that are cards of another element. */
export const CARD_CLASS = 'rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900';

interface PanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The heading, which also names the region for screen readers; none for a card that only groups controls. */
  title?: ReactNode;
  /** The heading's level: 2 for a tool's main panels, 3 inside one. */
  level?: 2 | 3;
  /** Buttons at the right of the title bar. */
  actions?: ReactNode;
  /** The body fills the card edge to edge (an editor, a table, a list) instead of being padded. */
  flush?: boolean;
  /** The card is a flex column of a set height and the body takes what the title bar leaves (a list that scrolls inside it). */
  fill?: boolean;
  footer?: ReactNode;
}

/**
 * A card with an optional title bar (heading and actions), a body and a footer: every boxed part of a
 * screen, so a tool never styles its own card. `className` is for layout (grid placement, margins).
 */
export function Panel({ title, level = 2, actions, flush = false, fill = false, footer, className, children, ...rest }: PanelProps) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const bar = title !== undefined || actions !== undefined;
  return (
    <section
      aria-labelledby={title !== undefined ? headingId : undefined}
      className={[CARD_CLASS, 'min-w-0', fill && 'flex flex-col overflow-hidden', className].filter(Boolean).join(' ')}
      {...rest}
    >
      {bar && (
        <div className="flex min-h-11 flex-wrap items-center gap-2 border-b border-slate-200 px-3 py-1.5 dark:border-slate-800">
          {title !== undefined && (
            <Heading id={headingId} className="text-sm font-semibold">
              {title}
            </Heading>
          )}
          {actions && <div className="ml-auto flex flex-wrap items-center gap-2">{actions}</div>}
        </div>
      )}
      <div className={[flush ? '' : 'space-y-3 p-4', fill && 'flex min-h-0 flex-1 flex-col'].filter(Boolean).join(' ')}>{children}</div>
      {footer && <div className="border-t border-slate-200 px-3 py-1.5 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">{footer}</div>}
    </section>
  );
}
