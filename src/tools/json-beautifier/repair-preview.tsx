import { Check, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { RepairChange } from './repair.logic';

interface RepairPreviewProps {
  changeCount: number;
  /** Null when the difference was too large to compute quickly. */
  changes: RepairChange[] | null;
  onAccept: () => void;
  onDiscard: () => void;
}

const styles: Record<RepairChange['kind'], string> = {
  added: 'rounded-sm bg-emerald-100 text-emerald-900 underline decoration-2 dark:bg-emerald-900/60 dark:text-emerald-100',
  removed: 'rounded-sm bg-red-100 text-red-900 line-through decoration-2 dark:bg-red-900/60 dark:text-red-100',
  kept: 'text-slate-500 dark:text-slate-400',
};

/** Shows what "Repair" would change (insertions underlined, removals struck through) before the visitor accepts it. */
export function RepairPreview({ changeCount, changes, onAccept, onDiscard }: RepairPreviewProps) {
  return (
    <section aria-label="Repair preview" className="rounded-xl border border-amber-300 bg-amber-50 p-3 dark:border-amber-800 dark:bg-amber-950/40">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-sm font-semibold">
          {changes ? `Repair would make ${changeCount} ${changeCount === 1 ? 'change' : 'changes'}` : 'Repair is ready (too many changes to list)'}
        </h2>
        <div className="ml-auto flex gap-2">
          <Button variant="primary" icon={Check} onClick={onAccept}>
            Accept repair
          </Button>
          <Button icon={X} onClick={onDiscard}>
            Discard
          </Button>
        </div>
      </div>
      {changes && (
        <pre data-testid="repair-diff" className="mt-2 max-h-60 overflow-auto rounded-lg bg-white p-2 font-mono text-xs whitespace-pre-wrap dark:bg-slate-900">
          {changes.map((change, index) =>
            change.kind === 'added' ? (
              <ins key={index} className={styles.added} title="added">
                {change.text}
              </ins>
            ) : change.kind === 'removed' ? (
              <del key={index} className={styles.removed} title="removed">
                {change.text}
              </del>
            ) : (
              <span key={index} className={styles.kept}>
                {change.text}
              </span>
            ),
          )}
        </pre>
      )}
    </section>
  );
}
