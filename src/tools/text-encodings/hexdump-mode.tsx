import { FileDigit, ScanSearch, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { DownloadButton } from '@/components/download-button';
import { ErrorLine } from '@/components/error-line';
import { OpenFileButton } from '@/components/file-drop';
import { FileZone, FileZonePrompt } from '@/components/file-zone';
import { Panel } from '@/components/panel';
import { StatusLine } from '@/components/status-line';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { VirtualListHandle } from '@/components/virtual-list';
import { useRun } from '@/hooks/use-run';
import { anyFile, formatBytes } from '@/lib/files';
import { CandidatesPanel } from './candidates-panel';
import type { Candidate } from './detect.logic';
import { BYTES_PER_ROW } from './hexdump.logic';
import { HexdumpView } from './hexdump-view';
import { runJob, type Job, type JobResult } from './text-encodings.logic';

const fileRules = anyFile(100);
/** The first bytes a charset guess reads: enough for a verdict, and quick. */
const SNIFF_BYTES = 4096;

/** Reads "0x1f0", "1f0h" or "496" as a byte offset; null when it is neither hex nor decimal. */
function offsetOf(text: string): number | null {
  const trimmed = text.trim();
  const hex = /^(?:0x([0-9a-f]+)|([0-9a-f]+)h)$/i.exec(trimmed);
  if (hex) return Number.parseInt(hex[1] ?? hex[2]!, 16);
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return null;
}

/** A dropped file's hexdump, drawn as it scrolls; the whole dump saved as text on a worker, with progress; its charset guessed. */
export function HexdumpMode() {
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [dump, setDump] = useState<Blob | null>(null);
  const [goTo, setGoTo] = useState('');
  const [readings, setReadings] = useState<Candidate[] | null>(null);
  const list = useRef<VirtualListHandle>(null);

  const dumpJob = useRun<Job, JobResult>({
    createWorker: () => new Worker(new URL('./text-encodings.worker.ts', import.meta.url), { type: 'module' }),
    failure: 'Could not write the dump',
    newer: 'cancels',
    onProgress: (done, total) => setProgress(total === 0 ? 1 : done / total),
    onResult: (outcome) => {
      setProgress(null);
      if (outcome.ok && outcome.kind === 'dump') setDump(outcome.dump);
      else if (!outcome.ok) setFailure(outcome.message);
    },
    onError: (message) => {
      setProgress(null);
      setFailure(message);
    },
  });
  const guess = useRun<Job, JobResult>({
    compute: runJob,
    failure: 'Could not guess the charset',
    onResult: (outcome) =>
      setReadings(
        outcome.ok && outcome.kind === 'readings'
          ? outcome.readings.map((reading) => ({
              as: 'charset',
              name: reading.label,
              charset: reading.charset,
              score: reading.score,
              text: reading.text,
              reasons: reading.reasons,
            }))
          : [],
      ),
    onError: setFailure,
  });

  const choose = (picked: File | null) => {
    dumpJob.discard();
    setFile(picked);
    setDump(null);
    setProgress(null);
    setFailure(null);
    setReadings(null);
  };
  const jump = () => {
    const offset = offsetOf(goTo);
    if (offset === null || !file || offset >= file.size) {
      setFailure(`Could not go to “${goTo}”: give an offset below ${file ? formatBytes(file.size) : 'the file’s size'}, as 0x1f0 (hex) or 496 (decimal).`);
      return;
    }
    setFailure(null);
    list.current?.scrollToRow(Math.floor(offset / BYTES_PER_ROW));
  };
  const sniff = async () => {
    if (!file) return;
    setFailure(null);
    const bytes = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    guess.submit({ kind: 'detect-bytes', bytes });
  };
  const percent = progress === null ? null : Math.floor(progress * 100);
  const baseName = file?.name ?? 'file';

  return (
    <div className="space-y-4">
      <FileZone rules={fileRules} dropLabel="Drop a file to see its hexdump" onFile={choose} onError={setFailure}>
        <FileDigit aria-hidden="true" className="size-8 text-slate-400" />
        <FileZonePrompt file={file}>Drop any file (up to 100 MB) to see its bytes as xxd shows them. It never leaves your device.</FileZonePrompt>
        <div className="flex flex-wrap justify-center gap-2">
          <OpenFileButton rules={fileRules} onFile={choose} onError={setFailure} />
          {file && (
            <Button icon={X} onClick={() => choose(null)}>
              Remove file
            </Button>
          )}
        </div>
      </FileZone>
      <ErrorLine message={failure} />

      {file && (
        <Panel
          title="Hexdump"
          flush
          actions={
            <>
              <form
                className="flex items-center gap-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  jump();
                }}
              >
                <label className="flex items-center gap-2 text-sm">
                  Go to offset
                  <Input plain value={goTo} onValue={setGoTo} placeholder="0x1f0" className="w-28" />
                </label>
                <Button type="submit" size="sm">
                  Go
                </Button>
              </form>
              <Button size="sm" icon={ScanSearch} onClick={() => void sniff()}>
                Guess its charset
              </Button>
              {dump ? (
                <DownloadButton fileName={`${baseName}.hex.txt`} mimeType="text/plain" content={dump} label={`Download ${baseName}.hex.txt`} />
              ) : (
                <Button
                  size="sm"
                  busy={dumpJob.busy}
                  busyLabel="Writing the dump…"
                  onClick={() => {
                    setFailure(null);
                    dumpJob.submit({ kind: 'dump', file });
                  }}
                >
                  Write the whole dump
                </Button>
              )}
            </>
          }
          footer={
            percent !== null ? (
              <div className="flex items-center gap-3">
                <StatusLine busy>{`Writing the dump… ${percent} %`}</StatusLine>
                <progress className="h-2 w-40 accent-indigo-600" aria-label="Writing the dump" max={100} value={percent} />
              </div>
            ) : (
              `${formatBytes(file.size)}: offset, 16 bytes in hex, and the bytes as ASCII (“.” where not printable), as xxd writes them.`
            )
          }
        >
          <HexdumpView key={`${file.name}-${file.size}-${file.lastModified}`} file={file} listRef={list} />
        </Panel>
      )}
      {readings && <CandidatesPanel title="Likely charsets" candidates={readings} onUse={() => undefined} onClose={() => setReadings(null)} />}
    </div>
  );
}
