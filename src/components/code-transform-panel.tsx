import { CircleAlert, CircleCheck, Sparkles, Square, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CodeTransform } from '@/hooks/use-code-transform';
import { savedPercent, type SizeStats, type Verdict } from '@/lib/code-transform';
import { formatBytes, type FileRules } from '@/lib/files';
import type { CodeLanguage } from './code-pane';
import { EngineSwitch } from './engine-switch';
import { Button } from './ui/button';
import { TransformShell } from './transform-shell';

export interface CodeTransformTexts {
  /** Pane titles, which are also the editors' accessible names ("SQL Input", "Formatted SQL"). */
  input: string;
  output: string;
  /** The action button and its busy label ("Beautify SQL" / "Beautifying..."). */
  action: string;
  busy: string;
  /** Past tense for the status line: "Formatted", "Minified". */
  done: string;
  inputPlaceholder: string;
  outputPlaceholder: string;
  /** Shown while a file is dragged over the input. */
  drop: string;
}

/** What a code tool's screen is, apart from its engine and options: a constant in the tool's screen file. */
export interface CodeToolPage {
  texts: CodeTransformTexts;
  language: CodeLanguage;
  sample: string;
  fileRules: FileRules;
  download: { name: (sourceName: string | null) => string; mimeType: string };
  /** Minifiers show original, minified and gzip sizes. */
  showSizes?: boolean;
}

interface CodeTransformPanelProps<Options> {
  page: CodeToolPage;
  transform: CodeTransform<Options>;
  options: Options;
  /** The tool's own options, shown beside the Engine switch. */
  controls?: ReactNode;
}

const verdictStyles = {
  ok: {
    icon: CircleCheck,
    className: 'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-200',
  },
  warning: { icon: TriangleAlert, className: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-200' },
  error: { icon: CircleAlert, className: 'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950/50 dark:text-red-200' },
} as const;

/** The check of a result, by icon and words as well as colour. */
function VerdictBadge({ verdict }: { verdict: Verdict }) {
  const { icon: Icon, className } = verdictStyles[verdict.level];
  return (
    <p role="status" aria-label="Verdict" data-level={verdict.level} className={`flex items-start gap-2 rounded-lg border px-3 py-1.5 text-sm ${className}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="break-words">{verdict.text}</span>
    </p>
  );
}

/** Original, minified and gzip sizes with the share saved. */
function SizeFigures({ sizes, outputLabel }: { sizes: SizeStats; outputLabel: string }) {
  const items: [string, string][] = [
    ['Original', formatBytes(sizes.originalBytes)],
    [outputLabel, formatBytes(sizes.outputBytes)],
    ['Saved', `${savedPercent(sizes.originalBytes, sizes.outputBytes)}%`],
    ['Gzip', `${formatBytes(sizes.originalGzipBytes)} → ${formatBytes(sizes.outputGzipBytes)}`],
  ];
  return (
    <dl role="group" aria-label="Sizes" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {items.map(([term, value]) => (
        <div key={term} className="flex gap-1.5">
          <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
          <dd className="font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The screen shared by the code tools: the input → output shell with an Engine switch and options,
 * the action (busy label, Stop), the position of a syntax error, and the result's verdict and sizes.
 */
export function CodeTransformPanel<Options>({ page, transform, options, controls }: CodeTransformPanelProps<Options>) {
  const { texts, language, sample, fileRules, download, showSizes = false } = page;
  const { input, setInput, engine, busy, done, problemPosition } = transform;
  const run = () => transform.run(options);

  return (
    <TransformShell
      controls={
        <>
          <EngineSwitch value={engine} onChange={transform.setEngine} aiAvailable={transform.aiAvailable} />
          {controls}
        </>
      }
      actions={
        <>
          <Button
            variant="primary"
            icon={Sparkles}
            busy={busy}
            busyLabel={texts.busy}
            onClick={run}
            disabled={engine === null}
            aria-keyshortcuts="Control+Enter Meta+Enter"
          >
            {texts.action}
          </Button>
          {busy && (
            <Button onClick={transform.stop}>
              <Square aria-hidden="true" className="size-4" /> Stop
            </Button>
          )}
        </>
      }
      onRun={run}
      shortcutHint="in the input to run"
      input={{
        label: texts.input,
        placeholder: texts.inputPlaceholder,
        language,
        value: input,
        onChange: setInput,
        onOpen: setInput,
        sample,
        fileRules,
        dropLabel: texts.drop,
      }}
      output={{
        label: texts.output,
        placeholder: texts.outputPlaceholder,
        language,
        value: done?.output ?? '',
        busy,
        busyLabel: texts.busy,
        fileName: download.name,
        mimeType: download.mimeType,
        footer: done ? (
          <span role="status">
            {texts.done} {formatBytes(done.inputChars)} in {Math.round(done.elapsedMs)} ms ({done.engine === 'ai' ? 'AI' : 'Local'})
          </span>
        ) : undefined,
      }}
      error={transform.error}
      problem={problemPosition}
      outputNotes={
        done && (
          <>
            <VerdictBadge verdict={done.verdict} />
            {showSizes && done.sizes && <SizeFigures sizes={done.sizes} outputLabel={texts.done} />}
          </>
        )
      }
    />
  );
}
