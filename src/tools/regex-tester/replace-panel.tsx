import { DocumentPane } from '@/components/document-pane';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { SubstitutionResult } from './substitution.logic';

interface ReplacePanelProps {
  replacement: string;
  onReplacementChange: (replacement: string) => void;
  /** Null while there is nothing to substitute (bad pattern, stopped search, first search running). */
  substitution: SubstitutionResult | null;
  /** Said under the preview, e.g. when only the first matches were replaced. */
  note: string | null;
}

/** The Replace field and a live preview of the text with every match substituted. */
export function ReplacePanel({ replacement, onReplacementChange, substitution, note }: ReplacePanelProps) {
  const preview = substitution?.ok ? substitution.text : '';
  return (
    <div className="min-w-0 space-y-2">
      <Field
        label="Replace"
        hint={
          <>
            Use $1–$99 for numbered groups, $&lt;name&gt; for named groups, $&amp; for the match, $` and $' for the text before and after it, and $$ for a
            dollar sign.
          </>
        }
      >
        <Input code value={replacement} onValue={onReplacementChange} placeholder="Replacement, e.g. $<user> at $<domain>" />
      </Field>
      <DocumentPane
        label="Substitution Preview"
        value={preview}
        readOnly
        placeholder="The text with every match replaced appears here."
        copy="Copy substitution preview"
        footer={note ?? undefined}
        error={substitution && !substitution.ok ? substitution.message : null}
      />
    </div>
  );
}
