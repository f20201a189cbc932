import { FileQuestion } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { DownloadButton } from '@/components/download-button';
import { formatBytes } from '@/lib/files';
import { isPreviewableImage, type FileType } from './file-type.logic';

const PREVIEW_BYTES = 64;

/** The first bytes as hex, 16 to a line, so the visitor sees what they decoded without a garbled text dump. */
function hexPreview(bytes: Uint8Array): string {
  const lines: string[] = [];
  for (let start = 0; start < Math.min(bytes.length, PREVIEW_BYTES); start += 16) {
    lines.push(Array.from(bytes.subarray(start, Math.min(start + 16, PREVIEW_BYTES)), (byte) => byte.toString(16).padStart(2, '0')).join(' '));
  }
  return lines.join('\n') + (bytes.length > PREVIEW_BYTES ? '\n…' : '');
}

function ImagePreview({ bytes, type }: { bytes: Uint8Array; type: FileType }) {
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: type.mime }));
    if (imageRef.current) imageRef.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [bytes, type.mime]);
  return (
    <img
      ref={imageRef}
      alt="Preview of the decoded image"
      className="max-h-48 min-h-16 max-w-full min-w-16 rounded border border-slate-200 [image-rendering:pixelated] bg-[repeating-conic-gradient(#e2e8f0_0_25%,transparent_0_50%)] bg-[length:16px_16px] object-contain dark:border-slate-700"
    />
  );
}

/** Decoded bytes that are not text: what they are, a preview, and a download instead of garbled characters. */
export function BinaryOutput({ bytes, type, fileName }: { bytes: Uint8Array; type: FileType; fileName: string }) {
  return (
    <div className="h-full space-y-3 overflow-auto p-4 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <FileQuestion aria-hidden="true" className="size-5 text-slate-500" />
        {type.label} · {formatBytes(bytes.length)} · {type.mime}
      </p>
      <p className="text-slate-600 dark:text-slate-400">This is not text, so it is offered as a file.</p>
      <DownloadButton
        variant="primary"
        fileName={fileName}
        mimeType={type.mime}
        content={() => new Blob([bytes as BlobPart], { type: type.mime })}
        label={`Download ${fileName}`}
      />
      {isPreviewableImage(type) && <ImagePreview bytes={bytes} type={type} />}
      <figure>
        <figcaption className="mb-1 text-xs text-slate-500 dark:text-slate-400">First bytes (hex)</figcaption>
        <pre className="font-mono text-xs text-slate-700 dark:text-slate-300">{hexPreview(bytes)}</pre>
      </figure>
    </div>
  );
}
