import { useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { checkFile, formatBytes, type FileRules } from '@/lib/files';
import { FileDrop } from './file-drop';

interface FileZoneProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onError'> {
  rules: FileRules;
  /** Shown while a file is dragged over the zone ("Drop the PDF to convert"). */
  dropLabel: string;
  onFile: (file: File) => void | Promise<void>;
  onError: (message: string) => void;
  /** Also take a file pasted anywhere on the page (Ctrl+V), unless the paste goes into a text field. */
  paste?: boolean;
  /** Hears a page-wide paste that holds no file, so the tool can say what to paste. */
  onPasteWithoutFile?: () => void;
  children: ReactNode;
}

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA'].includes(target.tagName));

/**
 * The dashed area where a tool takes a file that is not text (a PDF, an image, any bytes): dropped,
 * or pasted when asked; the caller puts its prompt, preview and Open button inside.
 */
export function FileZone({ rules, dropLabel, onFile, onError, paste = false, onPasteWithoutFile, className = '', children, ...rest }: FileZoneProps) {
  // The latest handlers, so the page-wide paste listener is added once, not on every render.
  const handlers = useRef({ onFile, onError, onPasteWithoutFile });
  useEffect(() => {
    handlers.current = { onFile, onError, onPasteWithoutFile };
  });
  useEffect(() => {
    if (!paste) return;
    const onPaste = (event: ClipboardEvent) => {
      if (isEditable(event.target)) return;
      const pasted = event.clipboardData?.files[0];
      if (!pasted) {
        handlers.current.onPasteWithoutFile?.();
        return;
      }
      event.preventDefault();
      const refusal = checkFile(pasted, rules);
      if (refusal) handlers.current.onError(refusal);
      else void handlers.current.onFile(pasted);
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [paste, rules]);

  return (
    <FileDrop label={dropLabel} rules={rules} onFile={onFile} onError={onError}>
      <div
        className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-slate-300 p-6 text-center dark:border-slate-700 ${className}`}
        {...rest}
      >
        {children}
      </div>
    </FileDrop>
  );
}

/** The zone's line about its file: the chosen one's name and size, or, while there is none, the prompt (children). */
export function FileZonePrompt({ file = null, children }: { file?: File | null; children: ReactNode }) {
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      {file ? (
        <>
          <span className="font-medium break-all">{file.name}</span> · {formatBytes(file.size)}
        </>
      ) : (
        children
      )}
    </p>
  );
}
