import { FileDown } from 'lucide-react';
import { DownloadButton } from '@/components/download-button';
import { formatBytes } from '@/lib/files';
import { toHex } from '@/lib/hex';
import type { OutputFile } from './compress-decompress.logic';

const PREVIEW_BYTES = 64;

/** The first bytes as hex, 16 to a line, so the visitor sees what they have without a garbled text dump. */
const hexPreview = (bytes: Uint8Array) =>
  (toHex(bytes.subarray(0, PREVIEW_BYTES)).match(/.{1,32}/g) ?? []).map((line) => line.replace(/(..)(?!$)/g, '$1 ')).join('\n') +
  (bytes.length > PREVIEW_BYTES ? '\n…' : '');

/** Output that is not shown as text: its name and size, a download, and its first bytes. */
export function FileOutput({ file, reason }: { file: OutputFile; reason: string }) {
  return (
    <div className="h-full space-y-3 overflow-auto p-4 text-sm">
      <p className="flex items-center gap-2 font-medium break-all">
        <FileDown aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
        {file.name} · {formatBytes(file.size)}
      </p>
      <p className="text-slate-600 dark:text-slate-400">{reason}</p>
      <DownloadButton
        variant="primary"
        fileName={file.name}
        mimeType="application/octet-stream"
        content={() => new Blob(file.parts as BlobPart[], { type: 'application/octet-stream' })}
        label={`Download ${file.name}`}
      />
      {file.size > 0 && (
        <figure>
          <figcaption className="mb-1 text-xs text-slate-500 dark:text-slate-400">First bytes (hex)</figcaption>
          <pre className="font-mono text-xs text-slate-700 dark:text-slate-300">{hexPreview(file.parts[0] ?? new Uint8Array())}</pre>
        </figure>
      )}
    </div>
  );
}
