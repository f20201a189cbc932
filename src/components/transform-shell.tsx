import type { SourcePosition } from '@contract/position';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import type { FileRules } from '@/lib/files';
import type { CodeLanguage } from './code-pane';
import { DocumentPane } from './document-pane';

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
  problem?: SourcePosition | null;
  /** Under the output pane: a verdict, sizes. */
  outputNotes?: ReactNode;
  /** Under both panes, e.g. a repair to review. */
  children?: ReactNode;
}

/**
 * The layout every input → output tool shares, with no knowledge of engines or jobs: an action row
 * with its shortcut, an input pane that opens, takes dropped files, loads a sample and clears, and an
 * output pane with Copy, Download and a footer. A file that cannot be opened is shown as the error.
 */
export function TransformShell({ controls, actions, onRun, shortcutHint, input, output, error, problem, outputNotes, children }: TransformShellProps) {
  const [sourceName, setSourceName] = useState<string | null>(null);
  const run = onRun;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.defaultPrevented) {
      event.preventDefault();
      run();
    }
  };

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
        <DocumentPane
          label={input.label}
          value={input.value}
          onChange={input.onChange}
          language={input.language}
          placeholder={input.placeholder}
          onSubmit={run}
          file={{ rules: input.fileRules, dropLabel: input.dropLabel, onOpen: input.onOpen }}
          sourceName={sourceName}
          onSourceName={setSourceName}
          sample={input.sample}
          clear={input.onClear ?? true}
          error={error}
          problem={problem}
        />
        <DocumentPane
          label={output.label}
          value={output.value}
          readOnly
          language={output.language}
          placeholder={output.placeholder}
          generated
          busy={output.busy ? output.busyLabel : null}
          overlay={output.overlay}
          actions={output.actions}
          copy
          download={{ fileName: output.fileName(sourceName), mimeType: output.mimeType }}
          footer={output.footer}
          notes={outputNotes}
        />
      </div>

      {children}
    </div>
  );
}
