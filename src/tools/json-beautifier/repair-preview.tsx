import { Check, X } from 'lucide-react';
import { OutputNotes } from '@/components/output-notes';
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
    <OutputNotes
      tone="warning"
      level={2}
      label="Repair preview"
      title={changes ? `Repair would make ${changeCount} ${changeCount === 1 ? 'change' : 'changes'}` : 'Repair is ready (too many changes to list)'}
      actions={
        <>
          <Button variant="primary" icon={Check} onClick={onAccept}>
            Accept repair
          </Button>
          <Button icon={X} onClick={onDiscard}>
            Discard
          </Button>
        </>
      }
    >
      {changes && (
        <pre data-testid="repair-diff" className="max-h-60 overflow-auto rounded-lg bg-white p-2 font-mono text-xs whitespace-pre-wrap dark:bg-slate-900">
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
    </OutputNotes>
  );
}
