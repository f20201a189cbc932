import { useEffect, useMemo, useState } from 'react';
import { DigestTable } from '@/components/digest-table';
import { DocumentPane } from '@/components/document-pane';
import { ErrorLine } from '@/components/error-line';
import { ExpectedDigest } from '@/components/expected-digest';
import { JobStatus } from '@/components/job-status';
import { OutputNotes } from '@/components/output-notes';
import { Panel } from '@/components/panel';
import { SideBySide } from '@/components/side-by-side';
import { SourceFile } from '@/components/source-file';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Segmented } from '@/components/ui/segmented';
import { formatBytes } from '@/lib/files';
import { HMAC_ALGORITHMS } from '@/lib/hashing/algorithms';
import { TEXT_ENCODINGS, textBytes } from '@/lib/hashing/byte-input';
import { compareExpected, DIGEST_FORMS } from '@/lib/hashing/digest-text';
import type { HashSource } from '@/lib/hashing/hash-job';
import { digestFileRules, useDigestJob } from '@/lib/hashing/use-digest-job';
import { useToolSettings } from '@/hooks/use-tool-settings';
import { SETTINGS, type HmacSettings } from './hmac-settings';

const ALGORITHMS = HMAC_ALGORITHMS.map((algorithm) => algorithm.id);

export const KEY_NOTE = 'The key stays in this page: never remembered, never put in a share link, never logged.';

export default function HmacGeneratorScreen() {
  const [settings, setSettings] = useToolSettings(SETTINGS);
  // The key and the message are plain state: never remembered, never in a link (the settings' shapes have no field for them).
  const [keyText, setKeyText] = useState('');
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [expected, setExpected] = useState('');
  const { shown, error, progress, busy, submit, discard } = useDigestJob({
    createWorker: () => new Worker(new URL('./hmac-generator.worker.ts', import.meta.url), { type: 'module' }),
    failure: 'Could not compute the HMAC',
  });

  const { keyAs, read, form } = settings;
  const change = (next: Partial<HmacSettings>) => setSettings((previous) => ({ ...previous, ...next }));
  const key = useMemo(() => textBytes(keyText, keyAs), [keyText, keyAs]);

  useEffect(() => {
    if (!key.ok) return void discard();
    const source: HashSource = file ? { kind: 'file', file } : { kind: 'text', text, as: read };
    submit({ source, algorithms: ALGORITHMS, hmacKey: key.bytes });
  }, [file, text, read, key, submit, discard]);

  const current = key.ok ? shown : null;
  // GitHub's X-Hub-Signature-256 and others write "sha256=<hex>".
  const comparison = useMemo(
    () => (current ? compareExpected(expected.replace(/^\s*(sha\d+|md5)=/i, ''), current.digests, 'HMAC-') : null),
    [expected, current],
  );

  return (
    <div className="space-y-4">
      <SideBySide alignTop>
        <Panel title="Key">
          <Field label="Secret key" hint={KEY_NOTE}>
            <Input code value={keyText} onValue={setKeyText} placeholder="The shared secret" aria-invalid={!key.ok || undefined} autoComplete="off" />
          </Field>
          <ErrorLine message={key.ok ? null : `The key: ${key.message}`} />
          <Segmented legend="Key as" name="hmac-key-as" value={keyAs} options={TEXT_ENCODINGS.options} onChange={(value) => change({ keyAs: value })} />
          {key.ok && key.bytes.length === 0 && (
            <OutputNotes tone="warning" title="No key" items={['An HMAC under an empty key proves nothing: anyone can compute it. Type the shared secret.']} />
          )}
        </Panel>
        <ExpectedDigest
          title="Verify"
          label="Expected MAC"
          placeholder="sha256=5bdcc146…"
          hint="Paste the MAC to check (a webhook signature, an API's X-Signature): hex or Base64, with or without a sha256= prefix."
          value={expected}
          onChange={setExpected}
          comparison={comparison}
        />
      </SideBySide>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        {!file && (
          <Segmented legend="Message as" name="hmac-read" value={read} options={TEXT_ENCODINGS.options} onChange={(value) => change({ read: value })} />
        )}
        <Segmented legend="MAC as" name="hmac-form" value={form} options={DIGEST_FORMS.options} onChange={(value) => change({ form: value })} />
        <JobStatus busy={busy} doing={file ? `Reading ${file.name}…` : 'Computing…'} progress={progress} done={null} />
      </div>
      <SideBySide alignTop>
        <DocumentPane
          label="Message"
          value={text}
          onChange={(next) => {
            setFile(null);
            setText(next);
          }}
          placeholder="Type or paste the message, or drop a file of any size."
          wrapLines
          overlay={file ? <SourceFile name={file.name} size={file.size} onRemove={() => setFile(null)} /> : undefined}
          file={{ rules: digestFileRules, dropLabel: 'Drop a file to sign it', onFile: (picked) => setFile(picked) }}
          clear={() => setFile(null)}
          error={error}
        />
        <Panel title="HMACs" flush footer={current && `Of ${current.name ? `${current.name}, ` : ''}${formatBytes(current.size)}`}>
          {current ? (
            <DigestTable caption="HMACs" prefix="HMAC-" digests={current.digests} form={form} matched={comparison?.kind === 'match' ? comparison.ids : []} />
          ) : (
            <p className="p-4 text-sm text-slate-600 dark:text-slate-400">{busy ? 'Computing…' : 'The HMACs appear here.'}</p>
          )}
        </Panel>
      </SideBySide>
    </div>
  );
}
