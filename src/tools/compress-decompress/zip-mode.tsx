import { formatCount } from '@contract/format-number';
import { useState } from 'react';
import { DocumentPane } from '@/components/document-pane';
import { ErrorLine } from '@/components/error-line';
import { OpenFileButton } from '@/components/file-drop';
import { FileZone } from '@/components/file-zone';
import { OutputNotes } from '@/components/output-notes';
import { Panel } from '@/components/panel';
import { useRun } from '@/hooks/use-run';
import { anyFile } from '@/lib/files';
import { sizeSummary, type Job, type JobResult, type Produced } from './compress-decompress.logic';
import { FileOutput } from './file-output';
import { JobStatus } from '@/components/job-status';
import { ZipEntries } from './zip-entries';
import type { ZipEntry } from './zip.logic';

/** A zip is read whole into memory; past this a browser tab is the wrong place for it. */
const archiveRules = anyFile(1024);

interface Archive {
  name: string;
  bytes: Uint8Array;
  entries: ZipEntry[];
  comment: string;
}

/** Zip: open an archive, see its entries, extract one to read as text or save. */
export function ZipMode() {
  const [archive, setArchive] = useState<Archive | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [extracted, setExtracted] = useState<{ entry: ZipEntry; output: Produced } | null>(null);
  const [extracting, setExtracting] = useState<number | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { run, busy } = useRun<Job, JobResult>({
    createWorker: () => new Worker(new URL('./compress-decompress.worker.ts', import.meta.url), { type: 'module' }),
    failure: 'Could not read this zip archive',
    newer: 'cancels',
    onProgress: (done, total) => setProgress(total === 0 ? 1 : done / total),
  });

  const open = async (file: File) => {
    setFailure(null);
    setExtracted(null);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const end = await run({ kind: 'list', archive: bytes });
    if (end === null) return;
    const result = end.ok ? end.response : end;
    if (!result.ok) {
      setArchive(null);
      setFailure(result.message);
    } else if (result.kind === 'listing') {
      setArchive({ name: file.name, bytes, entries: result.entries, comment: result.comment });
    }
  };

  const extract = async (entry: ZipEntry) => {
    if (!archive) return;
    setFailure(null);
    setProgress(null);
    setExtracting(entry.index);
    const end = await run({ kind: 'extract', archive: archive.bytes, entry });
    setExtracting(null);
    if (end === null) return;
    const result = end.ok ? end.response : end;
    if (!result.ok) setFailure(result.message);
    else if (result.kind === 'output') setExtracted({ entry, output: result.output });
  };

  const files = archive?.entries.filter((entry) => !entry.directory) ?? [];
  const total = files.reduce((sum, entry) => ({ original: sum.original + entry.size, compressed: sum.compressed + entry.compressedSize }), {
    original: 0,
    compressed: 0,
  });
  const refused = files.filter((entry) => entry.refusal !== null);
  const output = extracted?.output;

  return (
    <div className="space-y-4">
      <FileZone rules={archiveRules} dropLabel="Drop a zip archive to list its entries" onFile={open} onError={setFailure}>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {archive
            ? `${archive.name}: ${formatCount(files.length, 'file', 'files')}, ${sizeSummary(total.original, total.compressed, total)}`
            : 'Drop a .zip (or .jar, .docx, .apk…) here to list its entries.'}
        </p>
        <OpenFileButton label="Open zip" rules={archiveRules} onFile={open} onError={setFailure} />
      </FileZone>
      <ErrorLine message={failure} />
      <JobStatus busy={busy} doing={extracting === null ? 'Reading the archive…' : 'Extracting…'} progress={progress} done={null} />

      {archive && (
        <Panel title="Entries" flush footer={archive.comment ? `Archive comment: ${archive.comment}` : undefined}>
          <ZipEntries entries={archive.entries} busyIndex={extracting} onExtract={(entry) => void extract(entry)} />
        </Panel>
      )}
      <OutputNotes tone="warning" title="Entries this tool cannot extract" items={refused.map((entry) => entry.refusal ?? '')} />

      {extracted && output && (
        <DocumentPane
          label="Extracted"
          value={output.text ?? ''}
          readOnly
          wrapLines
          overlay={
            output.text === null && output.file ? <FileOutput file={output.file} reason="This entry is not text, so it is offered as a file." /> : undefined
          }
          copy
          download={{ fileName: output.textName, mimeType: 'text/plain' }}
          footer={<span role="status">{`${extracted.entry.name}: ${sizeSummary(output.compressed, output.original, output)}`}</span>}
          notes={<OutputNotes title="About this entry" items={output.notes} />}
        />
      )}
    </div>
  );
}
