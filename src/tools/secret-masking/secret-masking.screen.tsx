import { formatCount } from '@contract/format-number';
import { useCallback, useEffect, useState } from 'react';
import { Panel } from '@/components/panel';
import { ShareLinkButton } from '@/components/share-link-button';
import { JobStatus } from '@/components/job-status';
import { TwoPaneScreen, type TwoPanePage } from '@/components/two-pane-page';
import { useRun } from '@/hooks/use-run';
import { useToolSettings } from '@/hooks/use-tool-settings';
import { textFile } from '@/lib/files';
import { FindingsList } from './findings-list';
import { MASK_OPTIONS, type MaskOptions } from './mask-options';
import { MaskOptionsPanel } from './mask-options-panel';
import { type MaskRequest, type MaskResult, maskSecrets } from './secret-masking.logic';

/** Up to this many characters the text is masked in the page as you type; more goes to the worker, with progress. */
const INLINE_LIMIT = 40_000;

export const SAMPLE = [
  '# .env',
  'DATABASE_URL=postgres://app:pg-pass-2291@db.internal:5432/app',
  'STRIPE_SECRET_KEY=sk_live_' + '51HqLyjWDarjtT1zdp7dc',
  'ADMIN_EMAIL=ada.lovelace@example.com',
  '',
  '# nginx access log',
  '203.0.113.42 - - [28/Nov/2026:10:15:30 +0000] "GET /api/orders?token=9f8e7d6c5b4a HTTP/1.1" 200 512',
  '',
  '# app log',
  'level=error msg="payment failed" card="4111 1111 1111 1111" user_ip=2001:db8::8a2e:370:7334',
  'level=debug headers="Authorization: Bearer ' + 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhZGEifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ' + '"',
].join('\n');

const page: TwoPanePage = {
  input: { label: 'Text with secrets', placeholder: 'Paste a log, JSON, HAR, .env or config file, or drop one.', drop: 'Drop a log, HAR or config file' },
  output: { label: 'Masked text', placeholder: 'The masked text appears here as you type.', busy: 'Masking…' },
  language: 'text',
  file: textFile({
    kind: 'log, HAR, JSON or config',
    extensions: ['.log', '.txt', '.har', '.json', '.env', '.yaml', '.yml', '.conf', '.cfg', '.ini', '.properties', '.toml', '.xml', '.csv'],
    maxMB: 100,
  }),
  sample: SAMPLE,
  download: {
    fileName: (sourceName) => (sourceName ? sourceName.replace(/(\.[^.]+)?$/, (extension) => `.masked${extension}`) : 'masked.txt'),
    mimeType: 'text/plain',
  },
  shortcut: 'to mask again (it masks as you type)',
};

export default function SecretMaskingScreen() {
  const [options, setOptions] = useToolSettings(MASK_OPTIONS, 'options');
  // The pasted text is a secret: plain state, never remembered, never in a link, never logged.
  const [text, setText] = useState('');
  const [result, setResult] = useState<{ request: MaskRequest; response: MaskResult } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Progress belongs to the job that told it, so a new job starts without the last one's figure.
  const [progress, setProgress] = useState<{ request: MaskRequest; share: number } | null>(null);
  const { submit, busy } = useRun<MaskRequest, MaskResult>({
    compute: maskSecrets,
    createWorker: () => new Worker(new URL('./secret-masking.worker.ts', import.meta.url), { type: 'module' }),
    isLarge: (request) => request.text.length > INLINE_LIMIT,
    newer: 'cancels',
    failure: 'Could not mask this text',
    onProgress: (done, total, request) => setProgress({ request, share: total === 0 ? 1 : done / total }),
    onResult: (response, request) => {
      setFailure(null);
      setProgress(null);
      setResult({ request, response });
    },
    onError: (message) => {
      setProgress(null);
      setResult(null);
      setFailure(message);
    },
  });

  // Live: every edit and option change masks again (a newer job cancels a running one on the worker).
  useEffect(() => submit({ text, options }), [text, options, submit]);
  const onChange = useCallback((change: Partial<MaskOptions>) => setOptions((previous) => ({ ...previous, ...change })), [setOptions]);
  const share = progress?.request.text === text && progress.request.options === options ? progress.share : null;
  // Only the result of what is on screen: while a new text is masked, the last one's figures are not shown as its.
  const shown = result && text !== '' && result.request.text === text && result.request.options === options ? result.response : null;

  return (
    <TwoPaneScreen
      page={page}
      input={text}
      onInput={setText}
      onClear={() => setFailure(null)}
      output={failure || !shown ? '' : shown.text}
      busy={busy}
      run={() => submit({ text, options })}
      panel={
        <Panel title="What stays visible" actions={<ShareLinkButton state={options} />}>
          <MaskOptionsPanel value={options} onChange={onChange} />
        </Panel>
      }
      actions={<JobStatus busy={busy} doing="Masking…" progress={share} done={null} />}
      error={failure}
      footer={
        shown && !failure
          ? `${formatCount(shown.total, 'secret', 'secrets')} masked${shown.mode === 'json' ? ', read as JSON: still valid JSON' : ''}`
          : undefined
      }
      notes={shown && !failure && <FindingsList findings={shown.findings} total={shown.total} />}
    />
  );
}
