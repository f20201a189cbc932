import { CircleAlert, CircleCheck, Download, Eraser, FileCode, Sparkles, Square, TriangleAlert } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import type { CodeTransform } from '@/hooks/use-code-transform';
import { describePosition, savedPercent, type SizeStats, type Verdict } from '@/lib/code-transform';
import { downloadText } from '@/lib/download';
import { formatBytes, type FileRules } from '@/lib/files';
import { CodePane, type CodeLanguage } from './code-pane';
import { CopyButton } from './copy-button';
import { EngineSwitch } from './engine-switch';
import { ErrorLine } from './error-line';
import { FileDrop, OpenFileButton } from './file-drop';
import { Button } from './ui/button';
import { Skeleton } from './ui/skeleton';

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

interface CodeTransformPanelProps<Options> {
  transform: CodeTransform<Options>;
  options: Options;
  /** The tool's own options, shown beside the Engine switch. */
  controls?: ReactNode;
  texts: CodeTransformTexts;
  language: CodeLanguage;
  sample: string;
  fileRules: FileRules;
  download: { name: (sourceName: string | null) => string; mimeType: string };
  /** Minifiers show original, minified and gzip sizes. */
  showSizes?: boolean;
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
 * The screen shared by the code tools: Engine switch and options, the action (busy label, Stop),
 * an input pane that opens and takes dropped files, an output pane with Copy and Download, the
 * error line with the position of a syntax error, and the result's verdict and sizes.
 */
export function CodeTransformPanel<Options>({
  transform,
  options,
  controls,
  texts,
  language,
  sample,
  fileRules,
  download,
  showSizes = false,
}: CodeTransformPanelProps<Options>) {
  const [sourceName, setSourceName] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const { input, setInput, engine, busy, done, problemPosition } = transform;
  const output = done?.output ?? '';
  const error = fileError ?? transform.error;

  const run = () => {
    setFileError(null);
    transform.run(options);
  };
  const editInput = (text: string) => {
    setInput(text);
    if (text === '') setSourceName(null);
  };
  const openFile = async (file: File) => {
    setFileError(null);
    setSourceName(file.name);
    setInput(await file.text());
  };
  const problem = useMemo(() => (problemPosition ? { from: problemPosition.offset, to: problemPosition.offset + 1 } : null), [problemPosition]);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <EngineSwitch value={engine} onChange={transform.setEngine} aiAvailable={transform.aiAvailable} />
        {controls}
      </div>

      <div className="flex flex-wrap items-center gap-2">
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
        <span className="hidden text-xs text-slate-500 md:inline dark:text-slate-400">
          <kbd className="rounded border border-slate-300 px-1 dark:border-slate-700">Ctrl</kbd>+
          <kbd className="rounded border border-slate-300 px-1 dark:border-slate-700">Enter</kbd> in the input to run
        </span>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <div className="min-w-0 space-y-2">
          <FileDrop label={texts.drop} rules={fileRules} onFile={openFile} onError={setFileError}>
            <CodePane
              label={texts.input}
              value={input}
              onChange={editInput}
              language={language}
              placeholder={texts.inputPlaceholder}
              onSubmit={run}
              problem={problem}
              actions={
                <>
                  <OpenFileButton rules={fileRules} onFile={openFile} onError={setFileError} />
                  <Button
                    onClick={() => {
                      setSourceName(null);
                      setInput(sample);
                    }}
                  >
                    <FileCode aria-hidden="true" className="size-4" /> Sample
                  </Button>
                  <Button onClick={() => editInput('')} disabled={input === ''}>
                    <Eraser aria-hidden="true" className="size-4" /> Clear
                  </Button>
                </>
              }
              footer={input ? `${sourceName ? `${sourceName} · ` : ''}${formatBytes(input.length)}` : undefined}
            />
          </FileDrop>
          <ErrorLine message={error} />
          {problemPosition && !fileError && (
            <p className="text-sm text-red-700 dark:text-red-400" data-testid="error-position">
              At {describePosition(problemPosition)}
            </p>
          )}
        </div>

        <div className="min-w-0 space-y-2">
          <CodePane
            label={texts.output}
            value={output}
            readOnly
            language={language}
            placeholder={texts.outputPlaceholder}
            overlay={busy ? <Skeleton label={`${texts.busy}`} lines={10} /> : undefined}
            actions={
              <>
                <CopyButton text={output} loading={busy} />
                <Button onClick={() => downloadText(download.name(sourceName), output, download.mimeType)} disabled={output === '' || busy}>
                  <Download aria-hidden="true" className="size-4" /> Download
                </Button>
              </>
            }
            footer={
              done ? (
                <span role="status">
                  {texts.done} {formatBytes(done.inputChars)} in {Math.round(done.elapsedMs)} ms ({done.engine === 'ai' ? 'AI' : 'Local'})
                </span>
              ) : undefined
            }
          />
          {done && <VerdictBadge verdict={done.verdict} />}
          {done && showSizes && done.sizes && <SizeFigures sizes={done.sizes} outputLabel={texts.done} />}
        </div>
      </div>
    </div>
  );
}
