import { useState } from 'react';
import { DocumentPane } from '@/components/document-pane';
import { SideBySide } from '@/components/side-by-side';
import { SourceFile } from '@/components/source-file';
import { OutputNotes } from '@/components/output-notes';
import { Segmented } from '@/components/ui/segmented';
import { Select } from '@/components/ui/select';
import { useRun } from '@/hooks/use-run';
import { anyFile } from '@/lib/files';
import type { ByteTextInput } from './byte-text.logic';
import { runJob, sizeSummary, sourceBytes, type CompressOutput, type Job, type JobResult, type Produced, type Source } from './compress-decompress.logic';
import { FileOutput } from './file-output';
import type { FlateFormat } from './flate-format.logic';
import type { Level } from './flate.logic';
import { JobStatus } from '@/components/job-status';

/** Up to this many input bytes a job runs in the page, within a frame; larger ones go to the worker, with progress. */
const INLINE_LIMIT = 256 * 1024;
/** The largest file taken: as much as a decompression may produce, so either direction fits in memory. */
const fileRules = anyFile(256);

export interface FlateOptions {
  format: FlateFormat;
  level: Level;
  output: CompressOutput;
  read: ByteTextInput;
}

const formatOptions = [
  { value: 'gzip', label: 'gzip (.gz)' },
  { value: 'zlib', label: 'zlib (.zz)' },
  { value: 'deflate', label: 'raw deflate' },
] as const;
const levelOptions = (['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const).map((value) => ({
  value,
  label: value === '0' ? '0 (store)' : value === '1' ? '1 (fastest)' : value === '6' ? '6 (default)' : value === '9' ? '9 (smallest)' : value,
}));
const outputOptions = [
  { value: 'base64', label: 'Base64' },
  { value: 'hex', label: 'Hex' },
  { value: 'file', label: 'File' },
] as const;
const readOptions = [
  { value: 'auto', label: 'Auto' },
  { value: 'base64', label: 'Base64' },
  { value: 'hex', label: 'Hex' },
] as const;

const EMPTY: Source = { kind: 'text', text: '' };

/** Compress or Decompress: text or a file in, Base64, hex, text or a file out, live as the input or an option changes. */
export function FlateMode({
  decompressing,
  options,
  onOptions,
}: {
  decompressing: boolean;
  options: FlateOptions;
  onOptions: (options: FlateOptions) => void;
}) {
  const [source, setSource] = useState<Source>(EMPTY);
  const [produced, setProduced] = useState<Produced | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { submit, discard, busy } = useRun<Job, JobResult>({
    compute: (job) => runJob(job),
    createWorker: () => new Worker(new URL('./compress-decompress.worker.ts', import.meta.url), { type: 'module' }),
    isLarge: (job) => job.kind !== 'list' && job.kind !== 'extract' && (job.source.kind === 'file' || job.source.text.length > INLINE_LIMIT),
    failure: decompressing ? 'Could not decompress this input' : 'Could not compress this input',
    onProgress: (done, total) => setProgress(total === 0 ? 1 : done / total),
    onResult: (result) => {
      setProgress(null);
      setFailure(result.ok ? null : result.message);
      setProduced(result.ok && result.kind === 'output' ? result.output : null);
    },
    onError: (message) => {
      setProgress(null);
      setFailure(message);
      setProduced(null);
    },
  });

  /** Every change of input or option runs the job again: live, as the visitor types. */
  const start = (next: Source, { format, level, output, read }: FlateOptions) => {
    setSource(next);
    setProgress(null);
    if (next.kind === 'text' && next.text.trim() === '') {
      discard();
      setProduced(null);
      setFailure(null);
      return;
    }
    submit(decompressing ? { kind: 'decompress', source: next, read } : { kind: 'compress', source: next, format, level, output });
  };
  const set = (change: Partial<FlateOptions>) => {
    const next = { ...options, ...change };
    onOptions(next);
    start(source, next);
  };
  const openFile = async (file: File) =>
    start({ kind: 'file', name: file.name, bytes: new Uint8Array(await file.arrayBuffer()), modified: file.lastModified }, options);
  const { format, level, output, read } = options;
  const inputText = source.kind === 'text' ? source.text : '';
  const shown = failure ? null : produced;
  const sizes = shown && (decompressing ? sizeSummary(shown.compressed, shown.original, shown) : sizeSummary(shown.original, shown.compressed, shown));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        {decompressing ? (
          <Segmented legend="Input as" name="compress-read" value={read} options={readOptions} onChange={(value) => set({ read: value })} />
        ) : (
          <>
            <label className="flex items-center gap-2 text-sm font-medium">
              Format
              <Select value={format} options={formatOptions} onValue={(value) => set({ format: value })} />
            </label>
            <label className="flex items-center gap-2 text-sm font-medium">
              Level
              <Select
                value={String(level) as (typeof levelOptions)[number]['value']}
                options={levelOptions}
                onValue={(value) => set({ level: Number(value) as Level })}
              />
            </label>
            <Segmented legend="Output" name="compress-output" value={output} options={outputOptions} onChange={(value) => set({ output: value })} />
          </>
        )}
        <JobStatus busy={busy} doing={decompressing ? 'Decompressing…' : 'Compressing…'} progress={progress} done={sizes} />
      </div>

      <SideBySide>
        <DocumentPane
          label="Input"
          value={inputText}
          onChange={(text) => start({ kind: 'text', text }, options)}
          placeholder={
            decompressing
              ? 'Paste gzip, zlib or raw deflate data as Base64 or hex, or drop a .gz, .zz or .deflate file.'
              : 'Type or paste text to compress, or drop any file.'
          }
          overlay={
            source.kind === 'file' ? <SourceFile name={source.name} size={sourceBytes(source).length} onRemove={() => start(EMPTY, options)} /> : undefined
          }
          file={{ rules: fileRules, dropLabel: decompressing ? 'Drop a compressed file to decompress it' : 'Drop a file to compress it', onFile: openFile }}
          error={failure}
        />
        <DocumentPane
          label="Output"
          value={shown?.text ?? ''}
          readOnly
          wrapLines
          placeholder={decompressing ? 'The decompressed text appears here.' : 'The compressed data appears here as you type.'}
          overlay={
            shown?.file && shown.text === null ? (
              <FileOutput file={shown.file} reason={decompressing ? 'Not shown as text: the notes below say why.' : 'The compressed file is ready to save.'} />
            ) : undefined
          }
          generated
          busy={busy ? (decompressing ? 'Decompressing…' : 'Compressing…') : null}
          copy
          download={{ fileName: shown?.textName ?? 'output.txt', mimeType: 'text/plain' }}
          notes={shown && <OutputNotes title="About this result" items={shown.notes} />}
        />
      </SideBySide>
    </div>
  );
}
