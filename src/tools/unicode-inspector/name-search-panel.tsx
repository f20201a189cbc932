import { useEffect, useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { ErrorLine } from '@/components/error-line';
import { Panel } from '@/components/panel';
import { StatusLine } from '@/components/status-line';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useRun } from '@/hooks/use-run';
import type { WorkerHandle } from '@/hooks/use-worker';
import type { SearchResult } from './name-search.logic';
import type { UnicodeRequest, UnicodeResponse } from './unicode-inspector.logic';
import { formatNumber } from '@contract/format-number';

/**
 * Finds characters by name on the inspector's worker (shared, so the name data loads once; its name index takes about a
 * second to build) and offers each to copy or insert.
 */
export function NameSearchPanel({ worker, onInsert }: { worker: WorkerHandle<UnicodeRequest, UnicodeResponse>; onInsert: (char: string) => void }) {
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<{ query: string; found: SearchResult } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { submit, busy, failed } = useRun<UnicodeRequest, UnicodeResponse>({
    worker,
    failure: 'Could not search the character names',
    onResult: (response, request) => {
      setFailure(null);
      if (response.kind === 'search' && request.kind === 'search') setResult({ query: request.query, found: response.result });
    },
    onError: setFailure,
  });
  useEffect(() => {
    if (query.trim() !== '') submit({ kind: 'search', query });
  }, [query, submit]);

  const shown = query.trim() === '' || failed ? null : result;
  return (
    <Panel title="Search by name">
      <div className="flex flex-wrap items-end gap-3">
        <Field label="Character name or code point" className="min-w-64 flex-1">
          <Input type="search" value={query} onValue={setQuery} placeholder="e.g. euro sign, arrow left, U+1F600" plain />
        </Field>
        {busy && (
          <StatusLine busy className="pb-2">
            Searching…
          </StatusLine>
        )}
      </div>
      <ErrorLine message={failure} />
      {shown && (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400" role="status">
            {shown.found.total === 0
              ? `No character name contains every word of “${shown.query.trim()}”.`
              : shown.found.total > shown.found.matches.length
                ? `${formatNumber(shown.found.total)} characters match; the first ${shown.found.matches.length} are listed. Add a word to narrow the search.`
                : `${shown.found.total} ${shown.found.total === 1 ? 'character matches' : 'characters match'}.`}
          </p>
          <ul
            aria-label="Characters found"
            className="max-h-96 divide-y divide-slate-200 overflow-auto border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800"
          >
            {shown.found.matches.map((match) => (
              <li key={match.codePoint} className="flex items-center gap-3 px-3 py-1.5 text-sm">
                <span aria-hidden="true" className="w-8 text-center text-xl">
                  {match.char}
                </span>
                <span className="w-20 font-mono">{match.codePoint}</span>
                <span className="min-w-0 flex-1">{match.name}</span>
                <CopyButton text={match.char} ariaLabel={`Copy ${match.name}`} />
                <Button onClick={() => onInsert(match.char)} aria-label={`Insert ${match.name}`}>
                  Insert
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
