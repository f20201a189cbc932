import { Check, Eye, EyeOff, TriangleAlert } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { ErrorLine } from '@/components/error-line';
import { OutputNotes } from '@/components/output-notes';
import { Panel } from '@/components/panel';
import { StatusLine } from '@/components/status-line';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useRun } from '@/hooks/use-run';
import { bruteForce } from './entropy.logic';
import { MAX_ANALYSED, SCENARIOS, SCORE_LABELS, type StrengthReport } from './strength-report';
import { formatNumber } from '@contract/format-number';
import { TableHead } from '@/components/table-head';

export const ANALYSER_NOTE = 'Checked in this page only: never sent, never remembered, never put in a link.';
const METER_COLOURS = ['bg-red-600', 'bg-orange-500', 'bg-amber-400', 'bg-lime-500', 'bg-green-600'];

interface StrengthAnalyserProps {
  /** The password to analyse: the screen's plain state, so a generated one can be sent here and none is kept. */
  value: string;
  onValue: (value: string) => void;
  /** The generator's exact entropy, when the password is one it just made. */
  generatedBits: number | null;
}

/** The score as five segments filled up to it, with the words beside it: colour is never the only signal. */
function ScoreMeter({ score }: { score: StrengthReport['score'] }) {
  const Icon = score >= 3 ? Check : TriangleAlert;
  return (
    <div className="space-y-2">
      <div
        role="meter"
        aria-label="Strength score"
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={score}
        aria-valuetext={`${score} of 4: ${SCORE_LABELS[score]}`}
        className="flex gap-1"
      >
        {[0, 1, 2, 3, 4].map((segment) => (
          <span key={segment} className={`h-2 flex-1 rounded-full ${segment <= score ? (METER_COLOURS[score] ?? '') : 'bg-slate-200 dark:bg-slate-700'}`} />
        ))}
      </div>
      <p className="flex items-center gap-2 text-base font-semibold" data-testid="strength-score">
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        Score {score} of 4: {SCORE_LABELS[score]}
      </p>
    </div>
  );
}

/** zxcvbn's verdict on a typed password: score, crack times, warning, suggestions and how each piece would be guessed. */
export function StrengthAnalyser({ value, onValue, generatedBits }: StrengthAnalyserProps) {
  const [shown, setShown] = useState(false);
  const [report, setReport] = useState<StrengthReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { submit, discard, busy } = useRun<string, StrengthReport>({
    createWorker: () => new Worker(new URL('./strength.worker.ts', import.meta.url), { type: 'module' }),
    failure: 'Could not analyse this password',
    busyAfterMs: 150,
    onResult: (next) => {
      setFailure(null);
      setReport(next);
    },
    onError: (message) => {
      setReport(null);
      setFailure(message);
    },
  });

  useEffect(() => {
    // An emptied field drops the job under way; its old verdict is hidden below.
    if (value === '') discard();
    else submit(value);
  }, [value, submit, discard]);

  const current = value === '' ? null : report;
  const brute = useMemo(() => bruteForce(value), [value]);
  return (
    <Panel title="Password strength">
      <div className="flex items-end gap-2">
        <Field label="Password to analyse" hint={ANALYSER_NOTE} className="flex-1">
          <Input type={shown ? 'text' : 'password'} plain value={value} onValue={onValue} className="w-full font-mono" autoComplete="off" />
        </Field>
        <Button icon={shown ? EyeOff : Eye} onClick={() => setShown(!shown)} aria-pressed={shown} className="mb-5">
          {shown ? 'Hide' : 'Show'}
        </Button>
      </div>
      {busy && <StatusLine busy>Analysing…</StatusLine>}
      <ErrorLine message={value === '' ? null : failure} />
      {current && (
        <div className="space-y-4" data-testid="strength-report">
          <ScoreMeter score={current.score} />
          <p className="text-sm">About 10^{formatNumber(current.guessesLog10, 1)} guesses to find it, by zxcvbn's patterns.</p>
          {generatedBits !== null && (
            <OutputNotes
              tone="info"
              title={`Made by the generator: ${formatNumber(generatedBits, 1)} bits`}
              items={[
                "That figure is exact: it counts the generator's choices. zxcvbn does not know which list or sets it drew from, so its estimate can be higher (a passphrase's words) or lower (a random string that happens to hold a word).",
              ]}
            />
          )}
          <p className="text-sm" data-testid="brute-force">
            Brute force: {formatNumber(brute.length)} characters from a pool of {formatNumber(brute.poolSize)} ({brute.classes.join(', ')}),{' '}
            {formatNumber(brute.bits, 1)} bits at most: what it would take if it had no pattern at all.
          </p>
          {current.length > current.analysedLength && (
            <OutputNotes
              tone="info"
              title="Only the start was analysed"
              items={[
                `zxcvbn is slow on long input, so only the first ${formatNumber(MAX_ANALYSED)} of ${formatNumber(current.length)} characters were analysed.`,
              ]}
            />
          )}
          <table className="w-full text-left text-sm">
            <caption className="mb-1 text-left font-semibold">Time to crack</caption>
            <tbody>
              {SCENARIOS.map(({ id, label }) => (
                <tr key={id} className="border-t border-slate-100 dark:border-slate-800">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {label}
                  </th>
                  <td className="py-1 font-medium">{current.crackTimes[id].display}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <OutputNotes tone="warning" title="Warning" items={current.warning ? [current.warning] : []} />
          <OutputNotes tone="info" title="Suggestions" items={current.suggestions} />
          {shown ? (
            <PartsTable parts={current.parts} />
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">Show the password to see how each piece of it would be guessed.</p>
          )}
        </div>
      )}
    </Panel>
  );
}

/** How zxcvbn split the password and what it took each piece for. */
function PartsTable({ parts }: { parts: StrengthReport['parts'] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-1 text-left font-semibold">How it would be guessed</caption>
      <TableHead
        className="text-xs text-slate-500 dark:text-slate-400"
        cellClassName="font-normal"
        columns={[{ label: 'Piece', className: 'pr-3' }, { label: 'Taken for', className: 'pr-3' }, 'Guesses']}
      />
      <tbody>
        {parts.map((part, index) => (
          <tr key={index} className="border-t border-slate-100 dark:border-slate-800">
            <td className="max-w-48 truncate py-1 pr-3 font-mono">{part.token}</td>
            <td className="py-1 pr-3">{part.pattern}</td>
            <td className="py-1 tabular-nums">10^{formatNumber(part.guessesLog10, 1)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
