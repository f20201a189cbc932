import { FileInput, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatBytes } from '@/lib/files';

/** Shown in place of the text input while a dropped file is the input. */
export function SourceFile({ name, size, onRemove }: { name: string; size: number; onRemove: () => void }) {
  return (
    <div className="grid h-full place-items-center p-4 text-center text-sm">
      <div className="space-y-2">
        <FileInput aria-hidden="true" className="mx-auto size-8 text-slate-500" />
        <p className="font-medium break-all">{name}</p>
        <p className="text-slate-600 dark:text-slate-400">{formatBytes(size)}</p>
        <Button icon={X} onClick={onRemove}>
          Remove file and type text
        </Button>
      </div>
    </div>
  );
}
