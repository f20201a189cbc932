import { Info, TriangleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';

const tones = {
  info: {
    icon: Info,
    box: 'border-sky-200 bg-sky-50 text-slate-800 dark:border-sky-900 dark:bg-sky-950/40 dark:text-slate-200',
    mark: 'text-sky-700 dark:text-sky-300',
  },
  warning: {
    icon: TriangleAlert,
    box: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100',
    mark: 'text-amber-700 dark:text-amber-400',
  },
} as const;

export type NotesTone = keyof typeof tones;

interface OutputNotesProps {
  /** 'info' for what is worth knowing, 'warning' for what may be wrong; shown by the icon's shape as well as its colour. */
  tone?: NotesTone;
  /** The heading, which also names the box and its list. */
  title: ReactNode;
  /** A fixed name for the box when the title changes with the content ("Repair preview"). */
  label?: string;
  /** 3 under a pane (the default), 2 for a box that stands on its own under a screen's panes. */
  level?: 2 | 3;
  /** One note each; the box is not drawn when the list is empty and it has no actions or children. */
  items?: readonly ReactNode[];
  /** Buttons at the right of the heading (Accept, Discard). */
  actions?: ReactNode;
  /** Under the list: what does not fit in one line (a diff to review, a choice). */
  children?: ReactNode;
}

/**
 * The notes under an output: what the tool skipped, guessed or would change, a heading and a list in
 * one box, so no tool draws its own amber box. Empty notes draw nothing.
 */
export function OutputNotes({ tone = 'info', title, label, level = 3, items = [], actions, children }: OutputNotesProps) {
  const headingId = useId();
  if (items.length === 0 && !children && !actions) return null;
  const { icon: Icon, box, mark } = tones[tone];
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-label={label}
      aria-labelledby={label === undefined ? headingId : undefined}
      data-tone={tone}
      className={`space-y-2 rounded-lg border p-3 text-sm ${box}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Heading id={headingId} className="flex items-center gap-2 font-semibold">
          <Icon aria-hidden="true" className={`size-4 shrink-0 ${mark}`} />
          {title}
        </Heading>
        {actions && <div className="ml-auto flex flex-wrap gap-2">{actions}</div>}
      </div>
      {items.length > 0 && (
        <ul aria-labelledby={headingId} className="list-disc space-y-1 pl-5 break-words">
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
