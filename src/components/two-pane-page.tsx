import type { SourcePosition } from '@contract/position';
import { useId, useState, type ComponentType, type KeyboardEvent, type ReactNode } from 'react';
import { useSharedState } from '@/hooks/use-shared-state';
import type { FileRules } from '@/lib/files';
import type { StoredShape } from '@/lib/stored-value';
import type { CodeLanguage } from './code-pane';
import { DocumentPane } from './document-pane';
import { SideBySide } from './side-by-side';
import { Segmented } from './ui/segmented';

/**
 * What an input → output tool's screen is, apart from its job: a constant in the tool's screen file
 * (or one per mode, as the String Escaper's Escape and Unescape, when the texts follow a choice).
 * `Options` are what the output's language, file name and type follow (SQL to Class writes the class
 * in the chosen language, named after the class; a formatter names a minified result); the screen
 * passes them as `options`.
 */
export interface TwoPanePage<Options = void> {
  /** The pane's title, which is also the editor's accessible name ("JSON Input"); `drop` shows while a file is dragged over it. */
  input: { label: string; placeholder: string; drop: string };
  /** `busy` labels the skeleton over the result while it is worked on ("Formatting…"). */
  output: { label: string; placeholder: string; busy: string };
  language: CodeLanguage;
  /** The output's language when it is not the input's (JSON to C#) or an option chooses it; `language` otherwise. */
  outputLanguage?: (options: Options) => CodeLanguage;
  /** Built with `textFile` or `anyTextFile`, so the refusals are worded the one way. */
  file: FileRules;
  sample: string;
  /** The result's file: its name from the opened file's name, if any, or from the options. */
  download: { fileName: (sourceName: string | null, options: Options) => string; mimeType: string | ((options: Options) => string) };
  /** After "Ctrl+Enter" in the action row: "to beautify". */
  shortcut: string;
  /** A tree view of the result, offered beside its text (JSON, XML, YAML); drawn only while chosen. */
  tree?: ComponentType<{ text: string }>;
}

const viewOptions = [
  { value: 'text', label: 'Text' },
  { value: 'tree', label: 'Tree' },
] as const;

const viewShape: StoredShape<{ view?: 'tree' }> = (raw) =>
  typeof raw === 'object' && raw !== null && 'view' in raw && raw.view === 'tree' ? { view: 'tree' } : {};

export interface TwoPaneScreenProps<Options = void> {
  page: TwoPanePage<Options>;
  /** What the page's output language and download follow; required when the page has `Options`. */
  options?: Options;
  input: string;
  onInput: (text: string) => void;
  /** An opened file's text, when opening does more than set the input (formatters run at once). */
  onOpen?: (text: string) => void;
  /** What else Clear resets (a problem shown, a pending repair). */
  onClear?: () => void;
  output: string;
  /** The output's language when it is not the page's (List Tools writes JSON or SQL). */
  outputLanguage?: CodeLanguage;
  busy: boolean;
  /** What Ctrl/Cmd+Enter runs, from either pane. */
  run: () => void;
  /** A row above the actions: the engine switch, a few options. */
  controls?: ReactNode;
  /** The tool's options panel, full width between that row and the actions. */
  panel?: ReactNode;
  /** The action row: the run button, extra actions (Repair, Swap), options, status. */
  actions: ReactNode;
  /** The failure, in the tool's words, under the input. */
  error: string | null;
  /** Where the input is wrong: marked in the editor and written under the error ("Line 3, column 1"). */
  problem?: SourcePosition | null;
  /** The output's footer: what the result is ("Formatted 2 KB in 3 ms"). */
  footer?: ReactNode;
  /** Under the output: a verdict, sizes, notes on the result. */
  notes?: ReactNode;
  /** Under both panes, e.g. a repair to review, an explanation. */
  children?: ReactNode;
  /** Long lines wrap in both panes (Base64 ciphertext is one line), instead of scrolling sideways. */
  wrapLines?: boolean;
}

/**
 * The one screen of an input → output tool. The tool declares a `TwoPanePage` constant (texts,
 * language, file rule, sample, download) and wires its job here: the action row with its Ctrl+Enter
 * hint, an input pane that opens, takes dropped files, loads the sample and clears, and an output pane
 * with Copy and Download named after the opened file, and a Text/Tree switch when the page has a tree view. Options and extra actions come as
 * `controls`, `panel` and `actions`; tools with an Engine switch go through `EngineToolScreen`, which
 * renders this screen too.
 */
export function TwoPaneScreen<Options = void>({
  page,
  options,
  input,
  onInput,
  onOpen,
  onClear,
  output,
  outputLanguage,
  busy,
  run,
  controls,
  panel,
  actions,
  error,
  problem,
  footer,
  notes,
  children,
  wrapLines = false,
}: TwoPaneScreenProps<Options>) {
  // A page without Options takes none; one with them is given them by its screen.
  const chosen = options as Options;
  const { mimeType } = page.download;
  const [sourceName, setSourceName] = useState<string | null>(null);
  // An alias such as IT-Tools' `json-viewer` opens on the tree.
  const preset = useSharedState(viewShape);
  const [view, setView] = useState<'text' | 'tree'>(preset?.view ?? 'text');
  const viewName = useId();
  const Tree = page.tree;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.defaultPrevented) {
      event.preventDefault();
      run();
    }
  };

  return (
    <div className="space-y-4" onKeyDown={onKeyDown}>
      {controls && <div className="flex flex-wrap items-center gap-x-6 gap-y-3">{controls}</div>}
      {panel}

      <div className="flex flex-wrap items-center gap-2">
        {actions}
        <span className="ml-auto hidden text-xs text-slate-500 md:inline dark:text-slate-400">
          <kbd className="rounded border border-slate-300 px-1 dark:border-slate-700">Ctrl</kbd>+
          <kbd className="rounded border border-slate-300 px-1 dark:border-slate-700">Enter</kbd> {page.shortcut}
        </span>
      </div>

      <SideBySide>
        <DocumentPane
          label={page.input.label}
          value={input}
          onChange={onInput}
          language={page.language}
          placeholder={page.input.placeholder}
          onSubmit={run}
          wrapLines={wrapLines}
          file={{ rules: page.file, dropLabel: page.input.drop, onOpen }}
          sourceName={sourceName}
          onSourceName={setSourceName}
          sample={page.sample}
          clear={onClear ?? true}
          error={error}
          problem={problem}
        />
        <DocumentPane
          label={page.output.label}
          value={output}
          readOnly
          wrapLines={wrapLines}
          language={outputLanguage ?? page.outputLanguage?.(chosen) ?? page.language}
          placeholder={page.output.placeholder}
          generated
          busy={busy ? page.output.busy : null}
          overlay={Tree && view === 'tree' && output !== '' ? <Tree text={output} /> : undefined}
          actions={Tree && <Segmented legend="View" hideLegend name={viewName} value={view} options={viewOptions} onChange={setView} />}
          copy
          download={{ fileName: page.download.fileName(sourceName, chosen), mimeType: typeof mimeType === 'string' ? mimeType : mimeType(chosen) }}
          footer={footer}
          notes={notes}
        />
      </SideBySide>

      {children}
    </div>
  );
}
