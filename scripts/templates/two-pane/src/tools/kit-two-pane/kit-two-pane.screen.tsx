import { formatCount } from '@contract/format-number';
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { StatusLine } from '@/components/status-line';
import { TwoPaneScreen, type TwoPanePage } from '@/components/two-pane-page';
import { useRun } from '@/hooks/use-run';
import { useToolInput } from '@/hooks/use-tool-input';
import { textFile } from '@/lib/files';
import { shapeOf } from '@/lib/stored-value';
import { kitTwoPane, type KitTwoPaneResult } from './kit-two-pane.logic';

/** Up to this many characters the input is transformed inline, in the same frame; longer text goes to the worker so typing never waits. */
const INLINE_LIMIT = 50_000;

const page: TwoPanePage = {
  input: { label: 'Input', placeholder: 'Type or paste text here, or drop a text file.', drop: 'Drop a text file to transform it' },
  output: { label: 'Output', placeholder: 'The result appears here as you type.', busy: 'Transforming…' },
  language: 'text',
  file: textFile({ kind: 'text', extensions: ['.txt', '.md', '.log'], maxMB: 50 }),
  sample: '  first line  \n\tsecond line',
  download: { fileName: (sourceName) => `${sourceName?.replace(/\.[^.]+$/, '') ?? 'output'}.txt`, mimeType: 'text/plain' },
  shortcut: 'to run again',
};

const inputShape = shapeOf(z.string());

export default function KitTwoPaneScreen() {
  const [input, setInput] = useToolInput('input', '', inputShape);
  const [result, setResult] = useState<KitTwoPaneResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { submit, busy } = useRun<string, KitTwoPaneResult>({
    compute: kitTwoPane,
    createWorker: () => new Worker(new URL('./kit-two-pane.worker.ts', import.meta.url), { type: 'module' }),
    isLarge: (text) => text.length > INLINE_LIMIT,
    failure: 'Could not transform this text',
    onResult: (next) => {
      setFailure(null);
      setResult(next);
    },
    onError: setFailure,
  });

  // Live: every edit (and text remembered from an earlier visit) is transformed.
  useEffect(() => submit(input), [input, submit]);

  return (
    <TwoPaneScreen
      page={page}
      input={input}
      onInput={setInput}
      onClear={() => setFailure(null)}
      output={failure || !result ? '' : result.output}
      busy={busy}
      run={() => submit(input)}
      actions={busy && <StatusLine busy>{page.output.busy}</StatusLine>}
      error={failure}
      footer={result && !failure && input !== '' ? formatCount(result.lines, 'line', 'lines') : undefined}
    />
  );
}
