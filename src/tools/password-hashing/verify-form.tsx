import { CircleCheck, CircleX, ShieldCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ErrorLine } from '@/components/error-line';
import { OutputNotes } from '@/components/output-notes';
import { Panel } from '@/components/panel';
import { StatusLine } from '@/components/status-line';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { useRun } from '@/hooks/use-run';
import { explainHash, owaspNotes } from './explain.logic';
import { readHash } from './hash-format.logic';
import { createWorker } from './hash-form';
import { JobLine } from './job-line';
import type { Job, JobResult } from './kdf.logic';
import { ALGORITHM_NAMES, estimateMs, formatDuration, refusal, type Timing } from './params.logic';
import { PasswordField } from './password-field';
import { TableHead } from '@/components/table-head';

type Checked = Extract<JobResult, { kind: 'verify' }>;

interface VerifyFormProps {
  hash: string;
  onHash: (hash: string) => void;
  timed: readonly Timing[];
  onTimed: (timing: Timing) => void;
}

/** Paste a hash: its parts are read at once, each with what it means; with a password, Verify says whether they match. */
export function VerifyForm({ hash, onHash, timed, onTimed }: VerifyFormProps) {
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState<{ result: Checked; hash: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const { run, discard, busy } = useRun<Job, JobResult>({ createWorker, failure: 'Could not check this password', newer: 'cancels' });

  const read = useMemo(() => (hash.trim() === '' ? null : readHash(hash)), [hash]);
  const parsed = read?.ok ? read.value : null;
  const refused = parsed && refusal(parsed.params);
  const notes = parsed ? owaspNotes(parsed.params, parsed.params.algorithm === 'bcrypt' ? undefined : parsed.salt.length) : [];

  const verify = async () => {
    setFailure(null);
    setCancelled(false);
    setChecked(null);
    const end = await run({ kind: 'verify', password, hash });
    if (end === null) return;
    if (!end.ok) return setFailure(end.message);
    const result = end.response;
    if (result.kind !== 'verify') return setFailure(result.kind === 'refused' ? result.message : null);
    setChecked({ result, hash });
    onTimed({ params: result.params, ms: result.ms });
  };
  const shown = checked && checked.hash === hash ? checked.result : null;

  return (
    <Panel title="Verify or read a hash">
      <Field
        label="Hash"
        hint="bcrypt ($2a$, $2b$, $2y$), Argon2 ($argon2id$v=19$…), scrypt ($scrypt$…), PBKDF2 ($pbkdf2-sha256$… or Django's pbkdf2_sha256$…), or an htpasswd line."
      >
        <Textarea plain rows={3} value={hash} onValue={onHash} placeholder="$2y$10$… or user:$2y$10$…" aria-invalid={read?.ok === false || undefined} />
      </Field>
      <ErrorLine message={read?.ok === false ? read.message : null} />
      {parsed && (
        <div role="region" aria-label="Parts of the hash" className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <TableHead
              className="text-slate-600 dark:text-slate-400"
              cellClassName="font-medium"
              columns={[{ label: 'Part', className: 'pr-3' }, { label: 'Value', className: 'pr-3' }, 'What it means']}
            />
            <tbody>
              {explainHash(parsed).map((part) => (
                <tr key={part.term} className="border-t border-slate-200 align-top dark:border-slate-800">
                  <th scope="row" className="py-1 pr-3 font-medium">
                    {part.term}
                  </th>
                  <td className="py-1 pr-3 font-mono break-all">{part.value}</td>
                  <td className="py-1 text-slate-600 dark:text-slate-400">{part.meaning}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {notes.length > 0 && <OutputNotes tone="warning" title="Below OWASP's recommendation" items={notes} />}
      <ErrorLine message={refused} />
      <PasswordField label="Password to check" value={password} onValue={setPassword} />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="primary"
          icon={ShieldCheck}
          busy={busy}
          busyLabel="Checking…"
          disabled={password === '' || !parsed || refused !== null}
          onClick={() => void verify()}
        >
          Verify
        </Button>
        <JobLine
          busy={busy}
          doing={parsed ? `Checking with ${ALGORITHM_NAMES[parsed.params.algorithm]}…` : 'Checking…'}
          expectedMs={parsed ? estimateMs(parsed.params, timed) : 0}
          onCancel={() => {
            discard();
            setCancelled(true);
          }}
        />
      </div>
      <ErrorLine message={failure} />
      {cancelled && <StatusLine>Cancelled: the check was stopped before it finished.</StatusLine>}
      {shown && !busy && (
        <p
          role="status"
          data-testid="verify-verdict"
          className={`flex items-center gap-2 font-medium ${shown.match ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400'}`}
        >
          {shown.match ? <CircleCheck aria-hidden className="size-5" /> : <CircleX aria-hidden className="size-5" />}
          {shown.match
            ? `Match: this password gives this hash (checked in ${formatDuration(shown.ms)}).`
            : `No match: this password does not give this hash (checked in ${formatDuration(shown.ms)}).`}
        </p>
      )}
    </Panel>
  );
}
