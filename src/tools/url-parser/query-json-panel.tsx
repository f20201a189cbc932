import { useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { ErrorLine } from '@/components/error-line';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { jsonToQuery, queryToJson, type QueryRow } from './query.logic';

interface QueryJsonPanelProps {
  rows: readonly QueryRow[];
  onRows: (rows: QueryRow[]) => void;
}

/** The query as JSON, editable: valid JSON writes the query back; JSON still being typed stays as typed. */
export function QueryJsonPanel({ rows, onRows }: QueryJsonPanelProps) {
  const json = JSON.stringify(queryToJson(rows), null, 2);
  // What the visitor typed, while it is not the JSON of the current query (half typed, or not valid yet).
  const [draft, setDraft] = useState<{ text: string; from: string; error: string | null } | null>(null);
  const shown = draft && draft.from === json ? draft : null;

  const onText = (text: string) => {
    const read = jsonToQuery(text);
    if (!read.ok) {
      setDraft({ text, from: json, error: read.message });
      return;
    }
    const next = JSON.stringify(queryToJson(read.rows), null, 2);
    setDraft({ text, from: next, error: null });
    onRows(read.rows);
  };

  return (
    <div className="space-y-2">
      <p className="text-xs text-slate-600 dark:text-slate-400">
        As qs and PHP read a query: a repeated key is an array, <code>a[b]=c</code> is {'{"a": {"b": "c"}}'}, <code>a[]=1&amp;a[]=2</code> an array,{' '}
        <code>a[0]</code>, <code>a[1]</code>… an array too. Back to a query, an array of values repeats its key and an object nests.
      </p>
      <Field label="Query as JSON">
        <Textarea plain rows={12} value={shown?.text ?? json} onValue={onText} aria-invalid={shown?.error ? true : undefined} />
      </Field>
      <ErrorLine message={shown?.error} />
      <CopyButton text={json} label="Copy JSON" />
    </div>
  );
}
