import { ErrorLine } from '@/components/error-line';
import { StatusLine } from '@/components/status-line';
import { InsightSection } from './insight-section';
import { SvgView } from './svg-view';
import { useInsight } from './use-insight';
import './regex-diagram.css';

/** The railroad diagram of the pattern, drawn in the worker when the panel is opened. */
export function DiagramPanel({ pattern, flags }: { pattern: string; flags: string }) {
  const { open, setOpen, outcome, busy, empty } = useInsight('diagram', pattern, flags, 'Could not draw this pattern');
  const result = outcome?.kind === 'result' ? outcome.result : null;
  const drawn = result?.ok && result.panel === 'diagram' ? result.diagram : null;
  const problem = outcome?.kind === 'failed' ? outcome.message : result && !result.ok ? result.message : drawn && !drawn.ok ? drawn.message : null;
  return (
    <InsightSection title="Diagram" open={open} onOpenChange={setOpen}>
      {empty ? (
        <StatusLine>Type a regular expression to see its diagram.</StatusLine>
      ) : (
        <>
          {(busy || !outcome) && <StatusLine busy>Drawing…</StatusLine>}
          <ErrorLine message={problem} />
          {drawn?.ok && (
            <div className="regex-diagram overflow-x-auto rounded-lg bg-slate-50 p-2 dark:bg-slate-950">
              <SvgView
                svg={drawn.svg}
                label={`Railroad diagram of /${outcome?.job.pattern ?? ''}/${outcome?.job.flags ?? ''}; the Explanation panel says it in words`}
              />
            </div>
          )}
        </>
      )}
    </InsightSection>
  );
}
