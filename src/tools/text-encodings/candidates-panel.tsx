import { X } from 'lucide-react';
import { CopyButton } from '@/components/copy-button';
import { Panel } from '@/components/panel';
import { Button } from '@/components/ui/button';
import type { Candidate } from './detect.logic';
import { ENCODINGS } from './text-encodings.logic';

const PREVIEW = 160;
const SHOWN = 8;

const verdict = (score: number) => (score >= 85 ? 'likely' : score >= 60 ? 'possible' : 'unlikely');

/** What "What encoding is this?" found: each decoder that worked, best first, with its score, why, and a preview of its text. */
export function CandidatesPanel({
  title = 'Likely encodings',
  candidates,
  onUse,
  onClose,
}: {
  title?: string;
  candidates: Candidate[];
  onUse: (candidate: Candidate) => void;
  onClose: () => void;
}) {
  return (
    <Panel
      title={title}
      actions={
        <Button icon={X} size="sm" onClick={onClose}>
          Close
        </Button>
      }
    >
      {candidates.length === 0 ? (
        <p className="text-sm">No decoder made readable text of this input: it may be plain text already, or encrypted or compressed bytes.</p>
      ) : (
        <ol className="space-y-3">
          {candidates.slice(0, SHOWN).map((candidate, index) => {
            const usable = ENCODINGS.some((entry) => entry.value === candidate.as);
            return (
              <li
                key={`${candidate.as}-${index}`}
                aria-label={candidate.name}
                className="space-y-1 border-b border-slate-200 pb-3 last:border-0 dark:border-slate-800"
              >
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-semibold">
                    {index + 1}. {candidate.name}
                  </span>
                  <span className="text-sm tabular-nums">
                    Score {candidate.score} / 100 ({verdict(candidate.score)})
                  </span>
                  <meter
                    className="h-2 w-24"
                    min={0}
                    max={100}
                    low={60}
                    high={85}
                    optimum={100}
                    value={candidate.score}
                    aria-label={`${candidate.name} score`}
                  />
                  <span className="ml-auto flex gap-2">
                    {usable && (
                      <Button size="sm" onClick={() => onUse(candidate)}>
                        Decode as {candidate.name}
                      </Button>
                    )}
                    <CopyButton text={candidate.text} ariaLabel={`Copy the ${candidate.name} result`} />
                  </span>
                </div>
                <pre className="overflow-hidden rounded bg-slate-50 p-2 font-mono text-xs break-all whitespace-pre-wrap dark:bg-slate-950">
                  {candidate.text.length > PREVIEW ? `${candidate.text.slice(0, PREVIEW)}…` : candidate.text}
                </pre>
                <p className="text-xs text-slate-600 dark:text-slate-400">Why: {candidate.reasons.join('; ')}.</p>
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
