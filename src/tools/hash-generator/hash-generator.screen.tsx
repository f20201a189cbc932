import { useEffect, useMemo, useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { DigestTable } from '@/components/digest-table';
import { DocumentPane } from '@/components/document-pane';
import { ExpectedDigest } from '@/components/expected-digest';
import { JobStatus } from '@/components/job-status';
import { OutputNotes } from '@/components/output-notes';
import { Panel } from '@/components/panel';
import { SideBySide } from '@/components/side-by-side';
import { SourceFile } from '@/components/source-file';
import { Segmented } from '@/components/ui/segmented';
import { formatBytes } from '@/lib/files';
import { ALGORITHM_SETS, algorithmsOf } from '@/lib/hashing/algorithms';
import { TEXT_ENCODINGS } from '@/lib/hashing/byte-input';
import { compareExpected, DIGEST_FORMS, integrityValue } from '@/lib/hashing/digest-text';
import type { HashSource } from '@/lib/hashing/hash-job';
import { identifyHash } from '@/lib/hashing/identify-hash';
import { digestFileRules, useDigestJob } from '@/lib/hashing/use-digest-job';
import { useToolSettings } from '@/hooks/use-tool-settings';
import { SETTINGS, type HashSettings } from './hash-settings';

/** From this size, hashing a file with every algorithm is slow enough to say which ones pace it. */
const BIG_FILE_BYTES = 256 * 1024 * 1024;

export default function HashGeneratorScreen() {
  const [settings, setSettings] = useToolSettings(SETTINGS);
  // The text or file is plain state: never remembered (people hash passwords here) and never in a link.
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [expected, setExpected] = useState('');
  const { shown, error, progress, busy, submit } = useDigestJob({
    createWorker: () => new Worker(new URL('./hash-generator.worker.ts', import.meta.url), { type: 'module' }),
    failure: 'Could not hash this input',
  });

  const { read, set, form } = settings;
  const change = (next: Partial<HashSettings>) => setSettings((previous) => ({ ...previous, ...next }));

  useEffect(() => {
    const source: HashSource = file ? { kind: 'file', file } : { kind: 'text', text, as: read };
    submit({ source, algorithms: algorithmsOf(set) });
  }, [file, text, read, set, submit]);

  const comparison = useMemo(() => {
    const found = shown && compareExpected(expected, shown.digests);
    if (found?.kind !== 'mismatch' || set === 'all') return found ?? null;
    return { ...found, message: `${found.message} Only the ${ALGORITHM_SETS.labels[set]} algorithms were computed: choose All to compare with every one.` };
  }, [expected, shown, set]);
  const guess = useMemo(() => identifyHash(expected), [expected]);
  const matched = comparison?.kind === 'match' ? comparison.ids : [];
  const sri = shown?.digests.find((digest) => digest.id === 'sha384');
  const integrity = sri ? integrityValue('sha384', sri.bytes) : '';

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        {!file && <Segmented legend="Input as" name="hash-read" value={read} options={TEXT_ENCODINGS.options} onChange={(value) => change({ read: value })} />}
        <Segmented legend="Algorithms" name="hash-set" value={set} options={ALGORITHM_SETS.options} onChange={(value) => change({ set: value })} />
        <Segmented legend="Digest as" name="hash-form" value={form} options={DIGEST_FORMS.options} onChange={(value) => change({ form: value })} />
        <JobStatus busy={busy} doing={file ? `Hashing ${file.name}…` : 'Hashing…'} progress={progress} done={null} />
      </div>
      {file && file.size >= BIG_FILE_BYTES && set === 'all' && (
        <OutputNotes
          title="A big file"
          items={[
            'Every algorithm reads each slice in turn, so the slowest set the pace: SHA-512/256, MurmurHash3 and the CRC-8/16 variants run in JavaScript, the rest in WebAssembly. Choose Common (MD5, SHA-1, SHA-256, SHA-512, CRC-32) for a file this size.',
          ]}
        />
      )}
      <SideBySide alignTop>
        <div className="space-y-4">
          <DocumentPane
            label="Input"
            value={text}
            onChange={(next) => {
              setFile(null);
              setText(next);
            }}
            placeholder="Type or paste text to hash, or drop a file of any size."
            wrapLines
            overlay={file ? <SourceFile name={file.name} size={file.size} onRemove={() => setFile(null)} /> : undefined}
            file={{ rules: digestFileRules, dropLabel: 'Drop a file to hash it', onFile: (picked) => setFile(picked) }}
            clear={() => setFile(null)}
            error={error}
          />
          <ExpectedDigest
            title="Compare"
            label="Expected hash"
            placeholder="e3b0c442…  file.iso"
            hint="Paste the hash from a download page: hex, Base64, a sha256sum line with its file name, or an SRI value."
            value={expected}
            onChange={setExpected}
            comparison={comparison}
            guess={guess}
          />
          {integrity && (
            <Panel title="Subresource Integrity" actions={<CopyButton text={integrity} ariaLabel="Copy integrity value" />}>
              <p className="font-mono text-xs break-all" data-testid="sri-value">
                {integrity}
              </p>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                For {'<script src="…" integrity="…" crossorigin="anonymous">'}: the browser refuses the file if its SHA-384 differs.
              </p>
            </Panel>
          )}
        </div>
        <Panel
          title="Digests"
          flush
          footer={
            shown &&
            `Of ${shown.name ? `${shown.name}, ` : ''}${formatBytes(shown.size)}${shown.name ? '' : read === 'utf8' ? ' of UTF-8' : ` read as ${TEXT_ENCODINGS.labels[read]}`}`
          }
        >
          {shown ? (
            <DigestTable caption="Digests" digests={shown.digests} form={form} matched={matched} />
          ) : (
            <p className="p-4 text-sm text-slate-600 dark:text-slate-400">{busy ? 'Hashing…' : 'The digests appear here.'}</p>
          )}
        </Panel>
      </SideBySide>
    </div>
  );
}
