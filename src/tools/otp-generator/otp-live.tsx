import { formatNumber } from '@contract/format-number';
import { CircleCheck, CircleX } from 'lucide-react';
import { useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { ErrorLine } from '@/components/error-line';
import { Panel } from '@/components/panel';
import { TermList } from '@/components/term-list';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useNow } from '@/hooks/use-now';
import { secretHex, type OtpSecret } from './base32-secret.logic';
import { checkCode, codesAt, describeCheck, LIMITS, readWindow, type OtpParams } from './otp-codes.logic';

/** Four reads a second: a new step shows within a quarter second of its start. */
const TICK_MS = 250;

interface OtpLiveProps {
  secret: OtpSecret;
  params: OtpParams;
  window: string;
  onWindow: (window: string) => void;
  /** Where the time comes from: Date.now, or a test's clock. */
  clock?: () => number;
}

/** The codes and the check, which follow the clock; apart from the form so only they re-render on each tick. */
export function OtpLive({ secret, params, window, onWindow, clock }: OtpLiveProps) {
  const now = useNow({ intervalMs: TICK_MS, clock });
  const [typed, setTyped] = useState('');
  const codes = codesAt(secret, params, now);
  const steps = readWindow(window);
  const check = typed.trim() === '' || !steps.ok ? null : checkCode(secret, params, steps.window, now, typed);
  const totp = params.type === 'totp';
  const secondsLeft = codes.remainingMs === null ? 0 : Math.ceil(codes.remainingMs / 1000);

  const details: [string, string][] = [
    ...(totp ? ([['Unix time', String(Math.floor(now / 1000))]] as [string, string][]) : []),
    [totp ? 'Time step' : 'Counter', String(codes.step)],
    [totp ? 'Time step (8-byte hex)' : 'Counter (8-byte hex)', codes.step.toString(16).padStart(16, '0')],
    ['Secret (hex)', secretHex(secret)],
  ];

  return (
    <>
      <Panel title="Codes">
        <div className="grid grid-cols-3 items-end gap-2 text-center">
          <CodeTile label="Previous" code={codes.previous} />
          <CodeTile label="Current" code={codes.current} large />
          <CodeTile label="Next" code={codes.next} />
        </div>
        {totp && (
          <div className="space-y-1">
            <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800">
              <div className="h-full bg-indigo-600" style={{ width: `${(100 * (codes.remainingMs ?? 0)) / (params.period * 1000)}%` }} />
            </div>
            <p className="text-center text-sm text-slate-600 tabular-nums dark:text-slate-400" data-testid="otp-countdown">
              Next code in {secondsLeft} s
            </p>
          </div>
        )}
        <TermList rows={details} className="text-xs sm:grid-cols-[auto_1fr]" />
      </Panel>
      <Panel title="Check a code">
        <div className="flex flex-wrap items-start gap-3">
          <Field label="Code to check">
            <Input code inputMode="numeric" value={typed} onValue={setTyped} placeholder={'0'.repeat(params.digits)} className="w-36" />
          </Field>
          <Field label="Window (steps)" hint={totp ? `± steps of ${formatNumber(params.period)} s` : '± counter values'}>
            <Input type="number" inputMode="numeric" min={LIMITS.window.min} max={LIMITS.window.max} value={window} onValue={onWindow} className="w-24" />
          </Field>
        </div>
        {check?.ok && steps.ok && <Verdict valid={check.offset !== null} text={describeCheck(check, params, steps.window)} />}
        <ErrorLine message={!steps.ok ? steps.message : check?.ok === false ? check.message : null} />
      </Panel>
    </>
  );
}

/** One code under its name, read in that order; not a live region, so a screen reader is not told of three new codes every step. */
function CodeTile({ label, code, large = false }: { label: string; code: string | null; large?: boolean }) {
  return (
    <div className="flex min-w-0 flex-col items-center gap-1">
      <span className="text-xs text-slate-600 dark:text-slate-400">{label}</span>
      <span
        data-testid={`otp-${label.toLowerCase()}-code`}
        className={`font-mono tabular-nums ${large ? 'text-3xl font-semibold tracking-wider' : 'text-lg text-slate-600 dark:text-slate-400'}`}
      >
        {code ?? '—'}
      </span>
      <CopyButton text={code ?? ''} ariaLabel={`Copy the ${label.toLowerCase()} code`} />
    </div>
  );
}

function Verdict({ valid, text }: { valid: boolean; text: string }) {
  const Icon = valid ? CircleCheck : CircleX;
  return (
    <p role="status" className={`flex items-start gap-2 text-sm ${valid ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400'}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{text}</span>
    </p>
  );
}
