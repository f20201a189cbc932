import { Gauge } from 'lucide-react';
import { CopyButton } from '@/components/copy-button';
import { Button } from '@/components/ui/button';
import { VirtualList } from '@/components/virtual-list';

const ROW_HEIGHT = 44;
const VISIBLE_ROWS = 10;

interface GeneratedListProps {
  items: readonly string[];
  /** "password", "passphrase", "PIN", "token": names each row's buttons. */
  noun: string;
  onAnalyse: (text: string) => void;
}

function AnalyseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="ghost" icon={Gauge} onClick={onClick} aria-label={label}>
      Analyse
    </Button>
  );
}

/**
 * The generated items: one shown whole (wrapped), or a list of which only the rows in view are drawn, each with its own
 * Copy and Analyse buttons, so a thousand scroll as smoothly as five.
 */
export function GeneratedList({ items, noun, onAnalyse }: GeneratedListProps) {
  const [only] = items;
  if (items.length === 1 && only !== undefined) {
    return (
      <div className="flex flex-wrap items-start gap-3 p-4">
        <output aria-label={`Generated ${noun}`} className="min-w-0 flex-1 font-mono text-lg break-all select-all" data-testid="generated-item">
          {only}
        </output>
        <div className="flex gap-2">
          <CopyButton text={only} ariaLabel={`Copy ${noun}`} />
          <AnalyseButton label={`Analyse ${noun}`} onClick={() => onAnalyse(only)} />
        </div>
      </div>
    );
  }
  return (
    <VirtualList
      role="list"
      aria-label={`Generated ${noun}s`}
      count={items.length}
      rowHeight={ROW_HEIGHT}
      style={{ height: Math.min(items.length, VISIBLE_ROWS) * ROW_HEIGHT }}
      renderRow={(row, style) => {
        const text = items[row] ?? '';
        const position = row + 1;
        return (
          <div
            role="listitem"
            aria-posinset={position}
            aria-setsize={items.length}
            style={style}
            className="flex w-full items-center gap-3 border-b border-slate-100 px-3 dark:border-slate-800"
          >
            <span aria-hidden="true" className="w-10 shrink-0 text-right text-xs text-slate-500 tabular-nums dark:text-slate-400">
              {position}
            </span>
            <code className="min-w-0 flex-1 truncate font-mono text-sm select-all" title={text} data-testid="generated-item">
              {text}
            </code>
            <CopyButton text={text} ariaLabel={`Copy ${noun} ${position}`} className="shrink-0" />
            <AnalyseButton label={`Analyse ${noun} ${position}`} onClick={() => onAnalyse(text)} />
          </div>
        );
      }}
    />
  );
}
