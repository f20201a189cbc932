import type { ReactNode } from 'react';
import { BigTextView } from './big-text-view';
import CodeEditor from './code-editor';
import { CARD_CLASS } from './panel';

export type CodeLanguage = 'json' | 'sql' | 'javascript' | 'typescript' | 'css' | 'java' | 'python' | 'php' | 'csharp' | 'yaml' | 'toml' | 'xml' | 'text';

export interface CodeEditorProps {
  /** Visible pane title and the editor's accessible name. */
  label: string;
  value: string;
  onChange?: (value: string) => void;
  readOnly?: boolean;
  language?: CodeLanguage;
  placeholder?: string;
  /** Ctrl/Cmd+Enter inside the editor. */
  onSubmit?: () => void;
  /** A character range to mark and scroll to, e.g. where a parse failed. */
  problem?: { from: number; to: number } | null;
  /** Soft-wrap long lines, for prose. Off for code, and for text that may be one huge line (a wrapped line is drawn whole). */
  wrapLines?: boolean;
  /** Ranges to highlight, e.g. regex matches; only the visible ones are drawn. */
  marks?: TextMarks | null;
}

/**
 * Highlighted ranges as parallel arrays (typed arrays keep 100 000 of them cheap): range i runs from
 * starts[i] to ends[i], sorted by start and not overlapping; an empty range shows as a thin bar.
 */
export interface TextMarks {
  readonly starts: ArrayLike<number>;
  readonly ends: ArrayLike<number>;
}

/** Read-only text above this size goes to the virtualised view: building editor lines for it would block the page. */
const BIG_TEXT_CHARS = 5 * 1024 * 1024;

interface CodePaneProps extends CodeEditorProps {
  /** Buttons shown at the right of the pane's title bar. */
  actions?: ReactNode;
  /** Shown instead of the editor, e.g. a loading skeleton while a result is computed. */
  overlay?: ReactNode;
  footer?: ReactNode;
}

/** A titled code pane for input or read-only output. */
export function CodePane({ actions, overlay, footer, ...editorProps }: CodePaneProps) {
  return (
    <section aria-label={editorProps.label} className={`flex h-[28rem] min-h-0 flex-col overflow-hidden lg:h-[36rem] ${CARD_CLASS}`}>
      <div className="flex min-h-11 flex-wrap items-center gap-2 border-b border-slate-200 px-3 py-1.5 dark:border-slate-800">
        <h2 className="text-sm font-semibold">{editorProps.label}</h2>
        <div className="ml-auto flex flex-wrap items-center gap-2">{actions}</div>
      </div>
      <div className="relative min-h-0 flex-1">
        {editorProps.readOnly && editorProps.value.length > BIG_TEXT_CHARS ? (
          <BigTextView label={editorProps.label} text={editorProps.value} />
        ) : (
          <CodeEditor {...editorProps} />
        )}
        {overlay && <div className="absolute inset-0 bg-white dark:bg-slate-900">{overlay}</div>}
      </div>
      {footer && <div className="border-t border-slate-200 px-3 py-1.5 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">{footer}</div>}
    </section>
  );
}
