import { describeLineColumn, type SourcePosition } from '@contract/position';
import { Eraser, FileCode } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { formatBytes, readTextFile, type FileRules } from '@/lib/files';
import { CodePane, type CodeEditorProps } from './code-pane';
import { CopyButton } from './copy-button';
import { DownloadButton } from './download-button';
import { ErrorLine } from './error-line';
import { FileDrop, OpenFileButton } from './file-drop';
import { Button } from './ui/button';
import { Skeleton } from './ui/skeleton';
import { Spinner } from './ui/spinner';

/** How a pane takes files: opened with its Open button or dropped on it. */
export interface DocumentFile {
  rules: FileRules;
  /** Shown while a file is dragged over the pane ("Drop a JSON file to open it"). */
  dropLabel: string;
  /** The Open button's label, which is also its accessible name ("Open file" when not given). */
  openLabel?: string;
  /** Takes an opened file's text instead of `onChange` (to keep more than the text, or to run at once). */
  onOpen?: (text: string, fileName: string) => void;
  /** Takes the opened file itself, unread, instead of its text: for a tool that reads bytes (Base64 encodes any file). */
  onFile?: (file: File) => void | Promise<void>;
}

/** The file name a download takes: fixed, or from the name of the file the text came from. */
export interface DocumentDownload {
  fileName: string | ((sourceName: string | null) => string);
  mimeType: string;
  ariaLabel?: string;
}

export interface DocumentPaneProps extends Omit<CodeEditorProps, 'problem'> {
  /** Files: an Open button and a drop zone over the pane. */
  file?: DocumentFile;
  /** The name of the file the text came from, when the screen keeps it (an output's download is named after it). */
  sourceName?: string | null;
  onSourceName?: (name: string | null) => void;
  /** A Sample button that puts this text in the pane. */
  sample?: string;
  /** A Clear button (editable panes have one unless this is false); a function also resets what the screen keeps beside the text. */
  clear?: boolean | (() => void);
  /** A Copy button, with this accessible name when a string ("Copy YAML"). */
  copy?: boolean | string;
  download?: DocumentDownload;
  /** This pane shows a result: a skeleton while busy, and Copy and Download wait for it. */
  generated?: boolean;
  /** Why the pane is busy ("Formatting…"); a skeleton over a result, a status line under an input. */
  busy?: string | null;
  /** Why the text is wrong, in the tool's words, under the pane. */
  error?: string | null;
  /** Where it is wrong: marked in the editor and written as "Line 3, column 1" under the error. */
  problem?: SourcePosition | null;
  /** Shown instead of the editor when not busy, e.g. a tree view. */
  overlay?: ReactNode;
  /** Buttons before the pane's own (Open, Sample, Clear, Copy, Download). */
  actions?: ReactNode;
  /** The footer; by default the source file's name and the text's size. */
  footer?: ReactNode;
  /** Under the pane and its error: a verdict, sizes, notes on the result. */
  notes?: ReactNode;
  /** Names the Sample and Clear buttons when several panes share a screen ("JSON sample", "Clear JSON"). */
  subject?: string;
}

/**
 * One text document on screen, input or output: the editor with its title bar, file open and drop,
 * sample, clear, copy and download, the error and its position, busy state, footer and notes.
 * Every tool shows text through it, so a file is read, refused, named and saved the same way everywhere.
 */
export function DocumentPane({
  file,
  sourceName: givenName,
  onSourceName,
  sample,
  clear,
  copy = false,
  download,
  generated = false,
  busy = null,
  error,
  problem,
  overlay,
  actions,
  footer,
  notes,
  subject,
  ...editor
}: DocumentPaneProps) {
  const [ownName, setOwnName] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const sourceName = givenName === undefined ? ownName : givenName;
  const setSourceName = (name: string | null) => {
    setOwnName(name);
    onSourceName?.(name);
  };
  const { value, onChange } = editor;
  const editable = onChange !== undefined && !editor.readOnly;
  const waiting = generated && busy !== null;
  // Keyed on the offset alone: the editor scrolls to a new range, so a fresh object each render would keep pulling it back.
  const offset = problem?.offset;
  const mark = useMemo(() => (offset === undefined ? null : { from: offset, to: offset + 1 }), [offset]);

  const edit = (text: string) => {
    setFileError(null);
    if (text === '' && sourceName !== null) setSourceName(null);
    onChange?.(text);
  };
  const open = async (picked: File) => {
    setFileError(null);
    if (file?.onFile) {
      await file.onFile(picked);
      setSourceName(picked.name);
      return;
    }
    const text = await readTextFile(picked);
    setSourceName(picked.name);
    if (file?.onOpen) file.onOpen(text, picked.name);
    else onChange?.(text);
  };
  const showClear = clear !== false && (clear !== undefined || editable);
  const shownError = fileError ?? error;
  const footerText = footer ?? (editable && value !== '' ? `${sourceName ? `${sourceName} · ` : ''}${formatBytes(value.length)}` : null);
  const busyText = busy !== null && !generated && (
    <span role="status" className="inline-flex items-center gap-1">
      <Spinner className="size-3" /> {busy}
    </span>
  );

  const pane = (
    <CodePane
      {...editor}
      onChange={onChange && edit}
      problem={mark}
      overlay={waiting ? <Skeleton label={busy} lines={10} /> : overlay}
      actions={
        <>
          {actions}
          {file && <OpenFileButton label={file.openLabel} rules={file.rules} onFile={open} onError={setFileError} />}
          {sample !== undefined && (
            <Button
              icon={FileCode}
              onClick={() => {
                setSourceName(null);
                edit(sample);
              }}
              aria-label={subject && `${subject} sample`}
            >
              Sample
            </Button>
          )}
          {showClear && (
            <Button
              icon={Eraser}
              onClick={() => {
                edit('');
                if (typeof clear === 'function') clear();
              }}
              disabled={value === ''}
              aria-label={subject && `Clear ${subject}`}
            >
              Clear
            </Button>
          )}
          {copy !== false && <CopyButton text={value} loading={waiting} ariaLabel={typeof copy === 'string' ? copy : undefined} />}
          {download && (
            <DownloadButton
              fileName={typeof download.fileName === 'function' ? download.fileName(sourceName) : download.fileName}
              mimeType={download.mimeType}
              content={value}
              disabled={waiting}
              ariaLabel={download.ariaLabel}
            />
          )}
        </>
      }
      footer={
        footerText || busyText ? (
          <span className="flex flex-wrap items-center gap-x-3">
            {footerText}
            {busyText}
          </span>
        ) : undefined
      }
    />
  );

  return (
    <div className="min-w-0 space-y-2">
      {file ? (
        <FileDrop label={file.dropLabel} rules={file.rules} onFile={open} onError={setFileError}>
          {pane}
        </FileDrop>
      ) : (
        pane
      )}
      <ErrorLine message={shownError} />
      {problem && !fileError && (
        <p className="text-sm text-red-700 dark:text-red-400" data-testid="error-position">
          {describeLineColumn(problem)}
        </p>
      )}
      {notes}
    </div>
  );
}
