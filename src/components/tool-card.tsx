import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { CARD_CLASS } from './panel';

interface ToolCardProps {
  href: string;
  title: string;
  description: string;
  icon: LucideIcon;
  color: string;
  badge: string;
  /** A control shown in the card's corner (the favourite star); kept outside the link, as a button may not sit inside one. */
  action?: ReactNode;
}

export function ToolCard({ href, title, description, icon: Icon, color, badge, action }: ToolCardProps) {
  return (
    <div className="relative h-full">
      <a
        href={href}
        // The kit's card, as a link: it lifts on hover.
        className={`${CARD_CLASS} group flex h-full flex-col gap-3 p-4 transition hover:-translate-y-0.5 hover:border-slate-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:hover:border-slate-700`}
      >
        <div className={action ? 'flex items-center gap-3 pr-9' : 'flex items-center gap-3'}>
          <span className="grid size-10 shrink-0 place-items-center rounded-lg text-white" style={{ backgroundColor: color }}>
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="font-semibold">{title}</h3>
          <span className="ml-auto rounded-full border border-slate-200 px-2 py-0.5 text-xs text-slate-600 dark:border-slate-700 dark:text-slate-400">
            {badge}
          </span>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>
      </a>
      {action && <div className="absolute top-4 right-3">{action}</div>}
    </div>
  );
}
