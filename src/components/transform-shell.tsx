import type { SourcePosition } from '@contract/position';
import { Download, Eraser, FileCode } from 'lucide-react';
import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { downloadText } from '@/lib/download';
import { formatBytes, type FileRules } from '@/lib/files';
import { CodePane, type CodeLanguage } from './code-pane';
import { CopyButton } from './copy-button';
import { ErrorLine } from './error-line';
import { FileDrop, OpenFileButton } from './file-drop';
import { Button } from './ui/button';
import { Skeleton } from './ui/skeleton';

export interface ShellInput {
  /** The pane's title and the editor's accessible name ("JSON Input"). */
  label: string;
  placeholder: string;
  language: CodeLanguage;
  value: string;
  onChange: (text: string) => void;
  /** A file's text, once opened or dropped; the shell keeps its name for the footer and the download. */
  onOpen: (text: string) => void;
  sample: string;
  /** What else Clear resets (a problem shown, a pending repair). */
  onClear?: () => void;
  fileRules: FileRules;
  /** Shown while a file is dragged over the input. */
  dropLabel: string;
}

export interface ShellOutput {
  label: string;
  placeholder: string;
  language: CodeLanguage;
  value: string;
  busy: boolean;
  /** The skeleton's label while busy ("Formatting…"). */
  busyLabel: string;
  /** Shown instead of the text when not busy, e.g. a tree view. */
  overlay?: ReactNode;
  /** Buttons before Copy and Download, e.g. a view switch. */
  actions?: ReactNode;
  /** The downloaded file's name, from the opened file's name if any. */
  fileName: (sourceName: string | null) => string;
  mimeType: string;
  /** Under the output text: what the result is ("Formatted 2 KB in 3 ms"). */
  footer?: ReactNode;
}

interface TransformShellProps {
  /** A row above the actions: the engine switch and the tool's options. */
  controls?: ReactNode;
  /** The action row's buttons and options. */
  actions: ReactNode;
  /** What Ctrl/Cmd+Enter runs, from either pane. */
  onRun: () => void;
  /** After "Ctrl+Enter": "to beautify". */
  shortcutHint: string;
  input: ShellInput;
  output: ShellOutput;
  /** The failure to show under the input, in the tool's words. */
  error: string | null;
  /** Where the input is wrong: marked in the editor and written under the error ("Line 3, column 1"). */
  problem?: { position: SourcePosition; text: string } | null;
  /** Under the output pane: a verdict, sizes. */
  outputNotes?: ReactNode;
  /** Under both panes, e.g. a repair to review. */
  children?: ReactNode;
}

/** The shell's `problem` for a format error's position: marked in the editor, written as "Line 3, column 1". */
export function problemAt(position: SourcePosition | null | undefined): TransformShellProps['problem'] {
  return position ? { position, text: `Line ${position.line}, column ${position.column}` } : null;
}

/**
 * The layout every input → output tool shares, with no knowledge of engines or jobs: an action row
 * with its shortcut, an input pane that opens, takes dropped files, loads a sample and clears, and an
 * output pane with Copy, Download and a footer. A file that cannot be opened is shown as the error.
 */
export function TransformShell({ controls, actions, onRun, shortcutHint, input, output, error, problem, outputNotes, children }: TransformShellProps) {
  const [sourceName, setSourceName] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  // Keyed on the position alone: the editor scrolls to a new range, so a fresh object each render would keep pulling it back.
  const position = problem?.position;
  const problemRange = useMemo(() => (position ? { from: position.offset, to: position.offset + 1 } : null), [position]);

  const run = () => {
    setFileError(null);
    onRun();
  };
  const edit = (text: string) => {
    input.onChange(text);
    if (text === '') setSourceName(null);
  };
  const open = async (file: File) => {
    setFileError(null);
    const text = await file.text();
    setSourceName(file.name);
    input.onOpen(text);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.defaultPrevented) {
      event.preventDefault();
      run();
    }
  };
  const shownError = fileError ?? error;

  return (
    <div className="space-y-4" onKeyDown={onKeyDown}>
      {controls && <div className="flex flex-wrap items-center gap-x-6 gap-y-3">{controls}</div>}

      <div className="flex flex-wrap items-center gap-2">
        {actions}
        <span className="ml-auto hidden text-xs text-slate-500 md:inline dark:text-slate-400">
          <kbd className="rounded border border-slate-300 px-1 dark:border-slate-700">Ctrl</kbd>+
          <kbd className="rounded border border-slate-300 px-1 dark:border-slate-700">Enter</kbd> {shortcutHint}
        </span>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <div className="min-w-0 space-y-2">
          <FileDrop label={input.dropLabel} rules={input.fileRules} onFile={open} onError={setFileError}>
            <CodePane
              label={input.label}
              value={input.value}
              onChange={edit}
              language={input.language}
              placeholder={input.placeholder}
              onSubmit={run}
              problem={problemRange}
              actions={
                <>
                  <OpenFileButton rules={input.fileRules} onFile={open} onError={setFileError} />
                  <Button
                    onClick={() => {
                      setSourceName(null);
                      input.onChange(input.sample);
                    }}
                  >
                    <FileCode aria-hidden="true" className="size-4" /> Sample
                  </Button>
                  <Button
                    onClick={() => {
                      setFileError(null);
                      edit('');
                      input.onClear?.();
                    }}
                    disabled={input.value === ''}
                  >
                    <Eraser aria-hidden="true" className="size-4" /> Clear
                  </Button>
                </>
              }
              footer={input.value ? `${sourceName ? `${sourceName} · ` : ''}${formatBytes(input.value.length)}` : undefined}
            />
          </FileDrop>
          <ErrorLine message={shownError} />
          {problem && !fileError && (
            <p className="text-sm text-red-700 dark:text-red-400" data-testid="error-position">
              {problem.text}
            </p>
          )}
        </div>

        <div className="min-w-0 space-y-2">
          <CodePane
            label={output.label}
            value={output.value}
            readOnly
            language={output.language}
            placeholder={output.placeholder}
            overlay={output.busy ? <Skeleton label={output.busyLabel} lines={10} /> : output.overlay}
            actions={
              <>
                {output.actions}
                <CopyButton text={output.value} loading={output.busy} />
                <Button onClick={() => downloadText(output.fileName(sourceName), output.value, output.mimeType)} disabled={output.value === '' || output.busy}>
                  <Download aria-hidden="true" className="size-4" /> Download
                </Button>
              </>
            }
            footer={output.footer}
          />
          {outputNotes}
        </div>
      </div>

      {children}
    </div>
  );
}
