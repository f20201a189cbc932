import { useEffect, useMemo, useState } from 'react';
import { ShareLinkButton } from '@/components/share-link-button';
import { StatusLine } from '@/components/status-line';
import { TwoPaneScreen, type TwoPanePage } from '@/components/two-pane-page';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { useRun } from '@/hooks/use-run';
import { usePreloaded } from '@/hooks/use-preloaded';
import { useSharedState } from '@/hooks/use-shared-state';
import { useToolInput } from '@/hooks/use-tool-input';
import { textFile } from '@/lib/files';
import { jobFailureMessage, NOT_LOADED_DETAIL } from '@/lib/job-failure';
import { CASES, type CaseId } from './cases.logic';
import { convertText, previewEveryCase, type Converted, type ConvertRequest } from './case-converter.logic';
import { caseStateShape, DEFAULT_CASE_STATE, type CaseState } from './case-state';
import { EveryCaseTable } from './every-case-table';
import { slugifyModule, type SlugOptions } from './slug.logic';
import { SlugOptionsFieldset } from './slug-options';
import { formatCount } from '@contract/format-number';

/** Up to this many characters every line is converted inline (a few milliseconds); longer lists go to a worker. */
const INLINE_LIMIT = 50_000;

const SAMPLE = ['XMLHttpRequest', 'iPhone 15 Pro', 'user_id2', 'the lord of the rings', 'Straße über Äpfel', 'Привет мир', "don't stop me now"].join('\n');

/** The download is named after the chosen case. */
const page: TwoPanePage<CaseId> = {
  input: {
    label: 'Input',
    placeholder: 'Type or paste words, identifiers or a list, one per line, or drop a text file.',
    drop: 'Drop a text file to convert every line',
  },
  output: { label: 'Output', placeholder: 'Every line of the input, in the case you choose.', busy: 'Converting…' },
  language: 'text',
  file: textFile({
    kind: 'text',
    extensions: ['.txt', '.csv', '.tsv', '.md', '.log', '.list'],
    named: ['.txt', '.csv', '.md'],
    mimeTypes: ['text/csv', 'text/markdown'],
    maxMB: 50,
  }),
  sample: SAMPLE,
  download: { fileName: (sourceName, target) => `${sourceName?.replace(/\.[^.]+$/, '') ?? 'converted'}.${target}.txt`, mimeType: 'text/plain' },
  shortcut: 'to convert again',
};

const caseOptions = CASES.map(({ id, label }) => ({ value: id, label }));
const labelOf = (id: CaseId) => CASES.find((info) => info.id === id)?.label ?? id;

export default function CaseConverterScreen() {
  const shared = useSharedState(caseStateShape);
  const [state, setState] = useToolInput<CaseState>('state', DEFAULT_CASE_STATE, caseStateShape, { shared });
  const [result, setResult] = useState<Converted | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { submit, busy } = useRun<ConvertRequest, Converted>({
    compute: convertText,
    createWorker: () => new Worker(new URL('./case-converter.worker.ts', import.meta.url), { type: 'module' }),
    isLarge: ({ text }) => text.length > INLINE_LIMIT,
    failure: 'Could not convert this text',
    onResult: (converted) => {
      setFailure(null);
      setResult(converted);
    },
    onError: setFailure,
  });

  // Conversions wait for the slug library (its own chunk, fetched after the first paint); typing never does.
  const slugify = usePreloaded(slugifyModule);
  const ready = slugify.status === 'ready';
  const { text, target, separateNumbers, slug } = state;
  const request = useMemo(() => ({ text, target, options: { separateNumbers, slug } }), [text, target, separateNumbers, slug]);
  useEffect(() => {
    if (ready) submit(request);
  }, [ready, request, submit]);
  const preview = useMemo(() => (ready && request.text !== '' ? previewEveryCase(request.text, request.options) : null), [ready, request]);
  const loadFailure = slugify.status === 'failed' ? jobFailureMessage('Could not load the converter', NOT_LOADED_DETAIL) : null;
  const working = busy || (!ready && text !== '' && !loadFailure);

  const change = (patch: Partial<CaseState>) => setState((previous) => ({ ...previous, ...patch }));
  const changeSlug = (patch: Partial<SlugOptions>) => setState((previous) => ({ ...previous, slug: { ...previous.slug, ...patch } }));
  const output = failure ? '' : (result?.output ?? '');

  return (
    <TwoPaneScreen
      page={page}
      options={target}
      input={text}
      onInput={(value) => change({ text: value })}
      onClear={() => setFailure(null)}
      output={output}
      busy={working}
      run={() => ready && submit(request)}
      controls={
        <>
          <Field label="Convert every line to">
            <Select value={target} options={caseOptions} onValue={(next) => change({ target: next })} />
          </Field>
          <Switch label="Separate numbers" checked={separateNumbers} onChange={(on) => change({ separateNumbers: on })} description="user_id2 → user_id_2" />
          <SlugOptionsFieldset options={slug} onChange={changeSlug} />
        </>
      }
      actions={
        <>
          <ShareLinkButton state={state} />
          {working && <StatusLine busy>Converting…</StatusLine>}
        </>
      }
      error={loadFailure ?? failure}
      footer={result && text !== '' ? <OutputFooter result={result} target={target} /> : undefined}
    >
      {text === '' ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Type or paste some text to see it in every case.</p>
      ) : (
        preview && <EveryCaseTable preview={preview} target={target} onPick={(id) => change({ target: id })} />
      )}
    </TwoPaneScreen>
  );
}

function OutputFooter({ result, target }: { result: Converted; target: CaseId }) {
  return (
    <span>
      {formatCount(result.lines, 'line', 'lines')} in {labelOf(target)}
      {result.emptySlugs > 0 && (
        <span className="text-amber-800 dark:text-amber-300">
          {' '}
          · {formatCount(result.emptySlugs, 'line has', 'lines have')} only letters a slug cannot spell in ASCII (Chinese, Japanese, Korean…): turn off
          “Transliterate to ASCII” to keep them
        </span>
      )}
    </span>
  );
}
