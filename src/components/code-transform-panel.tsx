import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CodeTransform } from '@/hooks/use-code-transform';
import { savedPercent, type SizeStats, type Verdict } from '@/lib/code-transform';
import { formatBytes } from '@/lib/files';
import { EngineToolScreen, type EngineToolPage } from './engine-tool-screen';

/** A code tool's screen: the engine page, its action button and the past tense of its status line. */
export interface CodeToolPage extends EngineToolPage {
  /** The action button ("Beautify SQL"), which says the output's busy label while it runs; `done` starts the status line ("Formatted"). */
  action: { label: string; done: string };
  /** Minifiers show original, minified and gzip sizes. */
  showSizes?: boolean;
}

type CodeTransformPanelProps<Options> = {
  page: CodeToolPage;
  transform: CodeTransform<Options>;
  /** The tool's own options, shown beside the Engine switch. */
  controls?: ReactNode;
  /** More actions after the action button (the SQL Beautifier's Minify). */
  actions?: ReactNode;
} & (
  | { options: Options }
  /** A screen that starts runs in more than one way gives the action button's own run. */
  | { run: () => void }
);

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
 * The code tools' configuration of the engine screen: the tool's options beside the Engine switch,
 * the position of a syntax error, and the result's status line, verdict and sizes.
 */
export function CodeTransformPanel<Options>(props: CodeTransformPanelProps<Options>) {
  const { page, transform, controls, actions } = props;
  const { action, showSizes = false } = page;
  const { done } = transform;
  const run = 'run' in props ? props.run : () => transform.run(props.options);

  return (
    <EngineToolScreen
      page={page}
      task={{ ...transform, chooseEngine: transform.setEngine }}
      input={transform.input}
      onInput={transform.setInput}
      output={done?.output ?? ''}
      run={run}
      controls={controls}
      actions={actions}
      error={transform.error}
      problem={transform.problemPosition}
      footer={
        done ? (
          <span role="status">
            {action.done} {formatBytes(done.inputChars)} in {Math.round(done.elapsedMs)} ms ({done.engine === 'ai' ? 'AI' : 'Local'})
          </span>
        ) : undefined
      }
      notes={
        done && (
          <>
            <VerdictBadge verdict={done.verdict} />
            {showSizes && done.sizes && <SizeFigures sizes={done.sizes} outputLabel={action.done} />}
          </>
        )
      }
    />
  );
}
