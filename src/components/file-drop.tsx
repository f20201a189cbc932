import { FolderOpen, Upload } from 'lucide-react';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { acceptAttribute, checkFile, type FileRules } from '@/lib/files';
import { failureMessage } from '@/lib/job-failure';
import { Button } from './ui/button';

interface FilePickProps {
  rules: FileRules;
  /** Takes an accepted file; when it reads the file and that fails, the failure goes to onError. */
  onFile: (file: File) => void | Promise<void>;
  /** Receives the rules' message for a refused file, or why an accepted one could not be read. */
  onError: (message: string) => void;
}

function pick(files: FileList | null | undefined, { rules, onFile, onError }: FilePickProps) {
  const file = files?.[0];
  if (!file) return;
  const problem = checkFile(file, rules);
  if (problem) return onError(problem);
  // A file moved or deleted since it was picked fails to read: say so rather than lose the error.
  Promise.resolve()
    .then(() => onFile(file))
    .catch((error: unknown) => onError(failureMessage(`Could not read ${file.name}`, error)));
}

/** Wraps an area (usually an input pane) so a file can be dropped on it. */
export function FileDrop({ children, label, ...pickProps }: FilePickProps & { children: ReactNode; label: string }) {
  const [dragging, setDragging] = useState(false);
  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    // Taken on the way down: an editor inside (CodeMirror) would otherwise insert the file's text itself, past the rules.
    event.stopPropagation();
    setDragging(false);
    pick(event.dataTransfer.files, pickProps);
  };
  return (
    <div className="relative" onDragOver={onDragOver} onDragLeave={() => setDragging(false)} onDropCapture={onDrop}>
      {children}
      {dragging && (
        <div className="pointer-events-none absolute inset-0 z-10 grid place-items-center rounded-lg border-2 border-dashed border-indigo-500 bg-indigo-50/90 text-indigo-700 dark:bg-indigo-950/90 dark:text-indigo-200">
          <span className="flex items-center gap-2 font-medium">
            <Upload aria-hidden="true" className="size-5" /> {label}
          </span>
        </div>
      )}
    </div>
  );
}

/** A button that opens the system file picker and checks the chosen file. */
export function OpenFileButton({ label = 'Open file', ...pickProps }: FilePickProps & { label?: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button icon={FolderOpen} onClick={() => inputRef.current?.click()}>
        {label}
      </Button>
      <input
        ref={inputRef}
        type="file"
        hidden
        aria-label={label}
        accept={acceptAttribute(pickProps.rules)}
        onChange={(event) => {
          pick(event.target.files, pickProps);
          event.target.value = '';
        }}
      />
    </>
  );
}
