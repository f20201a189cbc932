import { useEffect, useState } from 'react';
import { ShareLinkButton } from '@/components/share-link-button';
import { StatusLine } from '@/components/status-line';
import { TwoPaneScreen, type TwoPanePage } from '@/components/two-pane-page';
import { useRun } from '@/hooks/use-run';
import { useSharedState } from '@/hooks/use-shared-state';
import { useToolInput } from '@/hooks/use-tool-input';
import { textFile } from '@/lib/files';
import { listStateShape } from './list-state';
import { DEFAULT_LIST_REQUEST, runPipeline, type ListCounts, type ListRequest, type ListResult } from './list-tools.logic';
import { PipelineControls } from './pipeline-controls';
import { formatCount, formatNumber } from '@contract/format-number';

/** Up to this many characters the pipeline runs inline (sorting a few thousand lines takes a few ms); longer lists go to a worker. */
const INLINE_LIMIT = 20_000;

const SAMPLE = ['file10.txt', 'file2.txt', "O'Brien", '  banana  ', '', 'Apple', 'apple', 'file1.txt', 'cherry', 'banana'].join('\n');

/** Longer output is shown plain: switching a megabyte to JSON or SQL highlighting held the page for 200–600 ms. */
const HIGHLIGHT_LIMIT = 200_000;

const EXTENSIONS = { join: 'txt', json: 'json', sql: 'sql' } as const;

/** The download is named and typed after the chosen output (a list, JSON, SQL). */
const page: TwoPanePage<ListRequest> = {
  input: {
    label: 'Input',
    placeholder: 'Paste a list, one item per line (or choose another separator), or drop a text file.',
    drop: 'Drop a text file to work on its lines',
  },
  output: { label: 'Output', placeholder: 'The list after every step, live.', busy: 'Working…' },
  language: 'text',
  file: textFile({
    kind: 'text',
    extensions: ['.txt', '.csv', '.tsv', '.md', '.log', '.list', '.json', '.sql'],
    named: ['.txt', '.csv', '.tsv'],
    mimeTypes: ['text/csv', 'text/tab-separated-values', 'text/markdown'],
    maxMB: 50,
  }),
  sample: SAMPLE,
  download: {
    fileName: (sourceName, { output }) => `${sourceName?.replace(/\.[^.]+$/, '') ?? 'list'}.${EXTENSIONS[output]}`,
    mimeType: ({ output }) => (output === 'json' ? 'application/json' : 'text/plain'),
  },
  shortcut: 'to run again',
};

const describe = ({ items, unique }: ListCounts) => `${formatCount(items, 'item', 'items')} (${formatNumber(unique)} unique)`;

export default function ListToolsScreen() {
  const shared = useSharedState(listStateShape);
  const [request, setRequest] = useToolInput<ListRequest>('state', DEFAULT_LIST_REQUEST, listStateShape, { shared });
  const [result, setResult] = useState<Extract<ListResult, { ok: true }> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { submit, busy } = useRun<ListRequest, ListResult>({
    compute: runPipeline,
    createWorker: () => new Worker(new URL('./list-tools.worker.ts', import.meta.url), { type: 'module' }),
    isLarge: ({ text }) => text.length > INLINE_LIMIT,
    failure: 'Could not process this list',
    onResult: (outcome) => {
      setProblem(outcome.ok ? null : outcome.message);
      setResult(outcome.ok ? outcome : null);
    },
    onError: (message) => {
      setProblem(message);
      setResult(null);
    },
  });
  useEffect(() => submit(request), [request, submit]);

  const change = (patch: Partial<ListRequest>) => setRequest((previous) => ({ ...previous, ...patch }));
  const output = result?.output ?? '';

  return (
    <TwoPaneScreen
      page={page}
      options={request}
      input={request.text}
      onInput={(text) => change({ text })}
      onClear={() => setProblem(null)}
      output={output}
      outputLanguage={output.length > HIGHLIGHT_LIMIT ? 'text' : request.output === 'json' ? 'json' : request.output === 'sql' ? 'sql' : 'text'}
      busy={busy}
      run={() => submit(request)}
      controls={<PipelineControls request={request} onChange={change} />}
      actions={
        <>
          <ShareLinkButton state={request} />
          {busy && <StatusLine busy>Working…</StatusLine>}
          {result && request.text !== '' && (
            <p className="text-sm" data-testid="list-counts">
              <span className="font-medium">Before:</span> {describe(result.before)}; <span className="font-medium">after:</span> {describe(result.after)}
            </p>
          )}
        </>
      }
      error={problem}
    >
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Steps run in this order whatever order you set them: split → trim → remove blank items → lower case → remove duplicates → order → quotes → prefix and
        suffix → write out. SQL strings double a quote (O&apos;Brien → &apos;O&apos;&apos;Brien&apos;), standard SQL; MySQL without NO_BACKSLASH_ESCAPES also
        reads a backslash as an escape.
      </p>
    </TwoPaneScreen>
  );
}
