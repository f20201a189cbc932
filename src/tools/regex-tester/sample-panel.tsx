import { Dices } from 'lucide-react';
import { useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { ErrorLine } from '@/components/error-line';
import { OutputNotes } from '@/components/output-notes';
import { StatusLine } from '@/components/status-line';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@contract/format-number';
import { InsightSection } from './insight-section';
import { useInsight } from './use-insight';

/** Characters of a sample shown; Copy copies all of it (a{100000} makes a long one). */
const SHOWN_CHARACTERS = 5000;

/** A string the pattern matches, made by randexp in the worker when the panel is opened; New sample makes another. */
export function SamplePanel({ pattern, flags }: { pattern: string; flags: string }) {
  const [seed, setSeed] = useState(1);
  const { open, setOpen, outcome, busy, empty } = useInsight('sample', pattern, flags, 'Could not make a sample', seed);
  const result = outcome?.kind === 'result' ? outcome.result : null;
  const made = result?.ok && result.panel === 'sample' ? result.sample : null;
  const problem = outcome?.kind === 'failed' ? outcome.message : result && !result.ok ? result.message : made && !made.ok ? made.message : null;
  const sample = made?.ok ? made.sample : '';
  return (
    <InsightSection
      title="Sample"
      open={open}
      onOpenChange={setOpen}
      actions={
        <>
          <CopyButton text={sample} label="Copy sample" />
          <Button size="sm" icon={Dices} onClick={() => setSeed((current) => current + 1)} disabled={empty}>
            New sample
          </Button>
        </>
      }
    >
      {empty ? (
        <StatusLine>Type a regular expression to get a string it matches.</StatusLine>
      ) : (
        <>
          {(busy || !outcome) && <StatusLine busy>Generating…</StatusLine>}
          <ErrorLine message={problem} />
          {made?.ok && (
            <>
              <pre
                aria-label="Sample string"
                className="max-h-48 overflow-auto rounded-lg bg-slate-50 p-3 font-mono text-sm break-all whitespace-pre-wrap dark:bg-slate-950"
              >
                {sample.length === 0 ? <span className="text-slate-500 italic">(the empty string)</span> : sample.slice(0, SHOWN_CHARACTERS)}
              </pre>
              {made.matches ? (
                <StatusLine>
                  The whole sample matches the pattern ({formatNumber(sample.length)} characters
                  {sample.length > SHOWN_CHARACTERS ? `, the first ${formatNumber(SHOWN_CHARACTERS)} shown; Copy copies all` : ''}).
                </StatusLine>
              ) : (
                <OutputNotes tone="warning" title="This sample does not match" items={[made.note]} />
              )}
            </>
          )}
        </>
      )}
    </InsightSection>
  );
}
