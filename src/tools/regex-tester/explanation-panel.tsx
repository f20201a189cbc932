import { ErrorLine } from '@/components/error-line';
import { OutputNotes } from '@/components/output-notes';
import { StatusLine } from '@/components/status-line';
import type { ExplainedPart } from './regex-explain.logic';
import { InsightSection } from './insight-section';
import { useInsight } from './use-insight';

function PartList({ parts, label }: { parts: readonly ExplainedPart[]; label?: string }) {
  return (
    <ul aria-label={label} className={label ? 'space-y-1' : 'mt-1 space-y-1 border-l border-slate-200 pl-4 dark:border-slate-700'}>
      {parts.map((part, index) => (
        <li key={index}>
          <code className="rounded bg-slate-100 px-1 font-mono text-xs break-all text-indigo-700 dark:bg-slate-800 dark:text-indigo-300">
            {part.code === '' ? '(empty)' : part.code}
          </code>{' '}
          <span className="text-sm">{part.text}</span>
          {part.children.length > 0 && <PartList parts={part.children} />}
        </li>
      ))}
    </ul>
  );
}

/** Every part of the pattern in plain English, as a tree, made in the worker when the panel is opened. */
export function ExplanationPanel({ pattern, flags }: { pattern: string; flags: string }) {
  const { open, setOpen, outcome, busy, empty } = useInsight('explanation', pattern, flags, 'Could not explain this pattern');
  const result = outcome?.kind === 'result' ? outcome.result : null;
  const explanation = result?.ok && result.panel === 'explanation' ? result.explanation : null;
  const problem = outcome?.kind === 'failed' ? outcome.message : result && !result.ok ? result.message : null;
  return (
    <InsightSection title="Explanation" open={open} onOpenChange={setOpen}>
      {empty ? (
        <StatusLine>Type a regular expression to have it explained.</StatusLine>
      ) : (
        <>
          {(busy || !outcome) && <StatusLine busy>Explaining…</StatusLine>}
          <ErrorLine message={problem} />
          {explanation && (
            <>
              <PartList parts={explanation.parts} label="Explanation of the pattern" />
              {explanation.flags.length > 0 && (
                <div>
                  <h3 className="text-sm font-semibold">Flags</h3>
                  <PartList parts={explanation.flags} label="Flags" />
                </div>
              )}
              {explanation.cutNote && <OutputNotes tone="warning" title="Explanation cut short" items={[explanation.cutNote]} />}
            </>
          )}
        </>
      )}
    </InsightSection>
  );
}
