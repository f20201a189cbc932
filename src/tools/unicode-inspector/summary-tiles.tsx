import { CARD_CLASS } from '@/components/panel';
import type { Summary } from './inspect.logic';
import { formatNumber } from '@contract/format-number';

const TILES: [keyof Summary, string][] = [
  ['codePoints', 'Code points'],
  ['graphemes', 'Characters (graphemes)'],
  ['utf8Bytes', 'UTF-8 bytes'],
  ['utf16Units', 'UTF-16 units'],
  ['invisible', 'Invisible'],
  ['confusable', 'Look-alikes'],
];

export function SummaryTiles({ summary, stale }: { summary: Summary; stale: boolean }) {
  return (
    <dl aria-label="Summary" className={`grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6 ${stale ? 'opacity-60' : ''}`}>
      {TILES.map(([key, label]) => (
        <div key={key} className={`${CARD_CLASS} px-3 py-2`}>
          <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="text-xl font-semibold tabular-nums" data-testid={`summary-${key}`}>
            {formatNumber(summary[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
