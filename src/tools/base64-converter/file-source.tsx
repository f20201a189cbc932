import { FileInput, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatBytes } from '@/lib/files';
import type { Source } from './base64-converter.logic';

/** Shown in place of the text input while a file is being encoded. */
export function FileSource({ file, onRemove }: { file: Extract<Source, { kind: 'file' }>; onRemove: () => void }) {
  return (
    <div className="grid h-full place-items-center p-4 text-center text-sm">
      <div className="space-y-2">
        <FileInput aria-hidden="true" className="mx-auto size-8 text-slate-500" />
        <p className="font-medium break-all">{file.name}</p>
        <p className="text-slate-600 dark:text-slate-400">
          {formatBytes(file.bytes.length)} · {file.type.mime}
        </p>
        <Button icon={X} onClick={onRemove}>
          Remove file and type text
        </Button>
      </div>
    </div>
  );
}
