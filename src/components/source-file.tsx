import { FileInput, X } from 'lucide-react';
import { formatBytes } from '@/lib/files';
import { Button } from './ui/button';

/**
 * Shown over a text pane, in place of its text, while a dropped file is the input (a tool that reads bytes, as Base64
 * and Compress do): the file's name, size and what else is known of it, and the way back to typing.
 */
export function SourceFile({ name, size, detail, onRemove }: { name: string; size: number; detail?: string; onRemove: () => void }) {
  return (
    <div className="grid h-full place-items-center p-4 text-center text-sm">
      <div className="space-y-2">
        <FileInput aria-hidden="true" className="mx-auto size-8 text-slate-500" />
        <p className="font-medium break-all">{name}</p>
        <p className="text-slate-600 dark:text-slate-400">
          {formatBytes(size)}
          {detail && ` · ${detail}`}
        </p>
        <Button icon={X} onClick={onRemove}>
          Remove file and type text
        </Button>
      </div>
    </div>
  );
}
