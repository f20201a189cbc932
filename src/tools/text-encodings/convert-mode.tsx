import { ScanSearch } from 'lucide-react';
import { useState } from 'react';
import { DownloadButton } from '@/components/download-button';
import { OutputNotes } from '@/components/output-notes';
import { StatusLine } from '@/components/status-line';
import { TwoPaneScreen, type TwoPanePage } from '@/components/two-pane-page';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { useRun } from '@/hooks/use-run';
import { anyTextFile } from '@/lib/files';
import { SEPARATED } from './byte-codecs.logic';
import { CandidatesPanel } from './candidates-panel';
import { CHARSETS } from './charsets.logic';
import type { Candidate } from './detect.logic';
import { SEPARATORS, type Settings } from './settings';
import { ENCODINGS, runJob, type Converted, type Job, type JobResult } from './text-encodings.logic';

/** Up to this many characters a job runs in the page, in the same frame; longer input goes to the worker. */
const INLINE_LIMIT = 256 * 1024;
const textFiles = anyTextFile(20);

const SAMPLES: Record<'encode' | 'decode', string> = {
  encode: 'Hello, wörld! 👋',
  decode: '48 65 6c 6c 6f 2c 20 77 c3 b6 72 6c 64 21 20 f0 9f 91 8b',
};

const pages: Record<'encode' | 'decode', TwoPanePage> = {
  encode: {
    input: { label: 'Text', placeholder: 'Type or paste text to encode, or drop a text file.', drop: 'Drop a text file to encode it' },
    output: { label: 'Encoded', placeholder: 'The encoded text appears here as you type.', busy: 'Encoding…' },
    language: 'text',
    file: textFiles,
    sample: SAMPLES.encode,
    download: { fileName: (sourceName) => `${sourceName?.replace(/\.[^.]+$/, '') || 'text'}.encoded.txt`, mimeType: 'text/plain' },
    shortcut: 'to encode again (it runs as you type)',
  },
  decode: {
    input: {
      label: 'Encoded',
      placeholder: 'Paste hex, binary, Base32, Base58, Ascii85, quoted-printable, encoded-words or a hexdump.',
      drop: 'Drop a text file to decode it',
    },
    output: { label: 'Text', placeholder: 'The decoded text appears here as you type.', busy: 'Decoding…' },
    language: 'text',
    file: textFiles,
    sample: SAMPLES.decode,
    download: { fileName: (sourceName) => `${sourceName?.replace(/\.[^.]+$/, '') || 'text'}.decoded.txt`, mimeType: 'text/plain' },
    shortcut: 'to decode again (it runs as you type)',
  },
};

const writableCharsets = CHARSETS.filter((charset) => charset.writable).map(({ id, label }) => ({ value: id, label }));
const allCharsets = CHARSETS.map(({ id, label }) => ({ value: id, label }));
const wordKinds = [
  { value: 'B', label: 'B (Base64)' },
  { value: 'Q', label: 'Q (quoted-printable)' },
] as const;

function jobOf(direction: 'encode' | 'decode', text: string, settings: Settings): Job {
  const { encoding, separator, upperCase, delimiters, wordKind, writeAs, readAs } = settings;
  return {
    kind: 'convert',
    direction,
    encoding,
    text,
    options: { separator, upperCase, delimiters, wordKind, charset: direction === 'encode' ? writeAs : readAs },
  };
}

/** Encode or Decode: text in, text out, live; Decode also offers the bytes as a file and "What encoding is this?". */
export function ConvertMode({ direction, settings, onSettings }: { direction: 'encode' | 'decode'; settings: Settings; onSettings: (next: Settings) => void }) {
  const page = pages[direction];
  // The text is kept in this screen only, never remembered: it may be a key or a token.
  const [text, setText] = useState('');
  const [result, setResult] = useState<Converted | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [candidates, setCandidates] = useState<Candidate[] | null>(null);
  const { encoding, separator, upperCase, delimiters, wordKind, writeAs, readAs } = settings;

  const run = useRun<Job, JobResult>({
    compute: runJob,
    createWorker: () => new Worker(new URL('./text-encodings.worker.ts', import.meta.url), { type: 'module' }),
    isLarge: (job) => job.kind === 'convert' && job.text.length > INLINE_LIMIT,
    failure: direction === 'encode' ? 'Could not encode this text' : 'Could not decode this text',
    onResult: (outcome) => {
      setFailure(outcome.ok ? null : outcome.message);
      setResult(outcome.ok && outcome.kind === 'converted' ? outcome.converted : null);
    },
    onError: (message) => {
      setFailure(message);
      setResult(null);
    },
  });
  const detect = useRun<Job, JobResult>({
    compute: runJob,
    failure: 'Could not guess the encoding',
    newer: 'cancels',
    onResult: (outcome) => setCandidates(outcome.ok && outcome.kind === 'candidates' ? outcome.candidates : []),
    onError: (message) => {
      setFailure(message);
      setCandidates(null);
    },
  });
  const { submit, discard } = run;

  /** Every edit of the text or a setting runs the job again: live, as the visitor types. */
  const start = (next: string, chosen: Settings) => {
    setText(next);
    if (next === '') {
      discard();
      setResult(null);
      setFailure(null);
      return;
    }
    submit(jobOf(direction, next, chosen));
  };
  const set = (change: Partial<Settings>) => {
    const next = { ...settings, ...change };
    onSettings(next);
    start(text, next);
  };
  const use = (candidate: Candidate) => {
    const known = ENCODINGS.some((entry) => entry.value === candidate.as);
    if (known) set({ encoding: candidate.as as Settings['encoding'], ...(candidate.charset ? { readAs: candidate.charset } : {}) });
    setCandidates(null);
  };

  const controls = (
    <>
      <label className="flex items-center gap-2 text-sm font-medium">
        Encoding
        <Select value={encoding} options={ENCODINGS} onValue={(value) => set({ encoding: value })} />
      </label>
      {direction === 'encode' && SEPARATED.has(encoding as never) && (
        <label className="flex items-center gap-2 text-sm font-medium">
          Separator
          <Select value={separator} options={SEPARATORS} onValue={(value) => set({ separator: value })} />
        </label>
      )}
      {direction === 'encode' && encoding === 'hex' && <Switch label="Upper case" checked={upperCase} onChange={(value) => set({ upperCase: value })} />}
      {direction === 'encode' && encoding === 'ascii85' && (
        <Switch label="<~ ~> delimiters" checked={delimiters} onChange={(value) => set({ delimiters: value })} />
      )}
      {direction === 'encode' && encoding === 'encoded-words' && (
        <label className="flex items-center gap-2 text-sm font-medium">
          Word encoding
          <Select value={wordKind} options={wordKinds} onValue={(value) => set({ wordKind: value })} />
        </label>
      )}
      {direction === 'encode' && encoding !== 'encoded-words' && (
        <label className="flex items-center gap-2 text-sm font-medium">
          Write text as
          <Select value={writeAs} options={writableCharsets} onValue={(value) => set({ writeAs: value })} />
        </label>
      )}
      {direction === 'decode' && encoding !== 'encoded-words' && (
        <label className="flex items-center gap-2 text-sm font-medium">
          Read bytes as
          <Select value={readAs} options={allCharsets} onValue={(value) => set({ readAs: value })} />
        </label>
      )}
    </>
  );

  const shown = failure ? null : result;
  const actions = (
    <>
      {direction === 'decode' && (
        <Button
          icon={ScanSearch}
          busy={detect.busy}
          busyLabel="Guessing…"
          disabled={text.trim() === ''}
          onClick={() => detect.submit({ kind: 'detect', text })}
        >
          What encoding is this?
        </Button>
      )}
      {direction === 'decode' && shown?.bytes && shown.bytes.length > 0 && (
        <DownloadButton
          fileName="decoded.bin"
          mimeType="application/octet-stream"
          content={() => new Blob([shown.bytes as BlobPart], { type: 'application/octet-stream' })}
          label="Download bytes"
        />
      )}
      {run.busy && <StatusLine busy>{page.output.busy}</StatusLine>}
      {!run.busy && shown && <StatusLine>{shown.summary}</StatusLine>}
    </>
  );

  return (
    <TwoPaneScreen
      page={page}
      input={text}
      onInput={(next) => start(next, settings)}
      onClear={() => {
        setFailure(null);
        setCandidates(null);
      }}
      output={shown?.text ?? ''}
      busy={run.busy}
      run={() =>
        submit({
          kind: 'convert',
          direction,
          encoding,
          text,
          options: { separator, upperCase, delimiters, wordKind, charset: direction === 'encode' ? writeAs : readAs },
        })
      }
      controls={controls}
      actions={actions}
      error={failure}
      notes={shown && <OutputNotes title="About this result" items={shown.notes} />}
    >
      {candidates && <CandidatesPanel candidates={candidates} onUse={use} onClose={() => setCandidates(null)} />}
    </TwoPaneScreen>
  );
}
