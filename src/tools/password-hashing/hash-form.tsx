import { formatNumber } from '@contract/format-number';
import { Hash, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { ErrorLine } from '@/components/error-line';
import { OutputNotes } from '@/components/output-notes';
import { Panel } from '@/components/panel';
import { StatusLine } from '@/components/status-line';
import { TermList } from '@/components/term-list';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Segmented } from '@/components/ui/segmented';
import { Select } from '@/components/ui/select';
import { useRun } from '@/hooks/use-run';
import { owaspNotes } from './explain.logic';
import { BCRYPT_VERSIONS, PBKDF2_DIGESTS } from './hash-format.logic';
import { readParams, readSaltBytes } from './form-params.logic';
import { JobLine } from './job-line';
import { BCRYPT_MAX_BYTES, type Job, type JobResult } from './kdf.logic';
import { ALGORITHM_NAMES, DIGEST_NAMES, estimateMs, formatDuration, LIMITS, OWASP_PBKDF2, slowWarning, type Timing } from './params.logic';
import { PasswordField } from './password-field';
import { randomSalt, readSalt, saltHex, type SaltAs } from './salt.logic';
import { ALGORITHMS, type Settings } from './settings';

const algorithmOptions = ALGORITHMS.map((value) => ({ value, label: ALGORITHM_NAMES[value] }));
const versionOptions = BCRYPT_VERSIONS.map((value) => ({
  value,
  label: `$${value}$${value === '2y' ? ' (PHP, htpasswd)' : value === '2b' ? ' (default)' : ''}`,
}));
const digestOptions = PBKDF2_DIGESTS.map((value) => ({ value, label: DIGEST_NAMES[value] }));
const saltModeOptions = [
  { value: 'random', label: 'Random' },
  { value: 'given', label: 'Given' },
] as const;
const saltAsOptions = [
  { value: 'hex', label: 'Hex' },
  { value: 'base64', label: 'Base64' },
  { value: 'text', label: 'Text' },
] as const;

type Made = Extract<JobResult, { kind: 'hash' }>;

export const createWorker = () => new Worker(new URL('./password-hashing.worker.ts', import.meta.url), { type: 'module' });

interface HashFormProps {
  value: Settings;
  onChange: (change: Partial<Settings>) => void;
  timed: readonly Timing[];
  onTimed: (timing: Timing) => void;
  /** Hands a made hash to the Verify panel. */
  onCheck: (hash: string) => void;
}

/** Hash a password: the algorithm and its costs, a random or given salt, then the hash with its parts and the time it took. */
export function HashForm({ value, onChange, timed, onTimed, onCheck }: HashFormProps) {
  // Plain state: the password and salt are never remembered or put in a link.
  const [password, setPassword] = useState('');
  const [saltMode, setSaltMode] = useState<'random' | 'given'>('random');
  const [saltText, setSaltText] = useState('');
  const [saltAs, setSaltAs] = useState<SaltAs>('hex');
  const [made, setMade] = useState<Made | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const { run, discard, busy } = useRun<Job, JobResult>({ createWorker, failure: 'Could not hash this password', newer: 'cancels' });

  const { algorithm } = value;
  const params = readParams(value);
  const saltBytes = readSaltBytes(value);
  const given = saltMode === 'given' ? readSalt(saltText, saltAs, algorithm === 'bcrypt', algorithm.startsWith('argon2')) : null;
  const formError = !params.ok ? params.message : typeof saltBytes === 'string' ? saltBytes : given && !given.ok ? given.message : null;
  const slow = params.ok ? slowWarning(params.params, timed) : null;
  const longBcrypt = algorithm === 'bcrypt' && new TextEncoder().encode(password).length > BCRYPT_MAX_BYTES;
  const notes = params.ok ? owaspNotes(params.params, given?.ok ? given.salt.length : typeof saltBytes === 'number' ? saltBytes : undefined) : [];

  const hash = async () => {
    if (!params.ok || formError) return;
    const salt = given?.ok ? given.salt : randomSalt(typeof saltBytes === 'number' ? saltBytes : 16);
    setFailure(null);
    setCancelled(false);
    const end = await run({ kind: 'hash', password, salt, params: params.params });
    if (end === null) return;
    if (!end.ok) return setFailure(end.message);
    const result = end.response;
    if (result.kind !== 'hash') return setFailure(result.kind === 'refused' ? result.message : null);
    setMade(result);
    onTimed({ params: result.params, ms: result.ms });
  };
  const cancel = () => {
    discard();
    setCancelled(true);
  };
  const setDigest = (digest: Settings['pbkdf2Digest']) =>
    onChange({
      pbkdf2Digest: digest,
      ...(value.pbkdf2Iterations === String(OWASP_PBKDF2[value.pbkdf2Digest]) && { pbkdf2Iterations: String(OWASP_PBKDF2[digest]) }),
    });
  const number = (label: string, key: keyof Settings, hint?: string) => (
    <Field label={label} hint={hint}>
      <Input type="number" inputMode="numeric" value={value[key]} onValue={(text) => onChange({ [key]: text })} className="w-32" />
    </Field>
  );
  const user = value.user.trim() || 'user';
  // htpasswd writes "$2y$" (Apache's name for a correct bcrypt); the hash is the same.
  const htpasswdLine = made?.params.algorithm === 'bcrypt' ? `${user}:${made.encoded.replace(/^\$2[ab]\$/, '$2y$')}` : null;

  return (
    <Panel title="Hash a password">
      <PasswordField label="Password" value={password} onValue={setPassword} />
      <div className="flex flex-wrap items-start gap-3">
        <Field label="Algorithm">
          <Select value={algorithm} options={algorithmOptions} onValue={(next) => onChange({ algorithm: next })} />
        </Field>
        {algorithm === 'bcrypt' && (
          <>
            {number('Cost', 'bcryptCost', `4 to ${LIMITS.bcryptCost.max} here; OWASP: 10 or more.`)}
            <Field label="Version">
              <Select value={value.bcryptVersion} options={versionOptions} onValue={(bcryptVersion) => onChange({ bcryptVersion })} />
            </Field>
          </>
        )}
        {algorithm.startsWith('argon2') && (
          <>
            {number('Memory (KiB)', 'argonMemory', 'OWASP: 19,456 (19 MiB).')}
            {number('Iterations', 'argonIterations')}
            {number('Parallelism', 'argonParallelism')}
            {number('Hash length (bytes)', 'argonLength')}
          </>
        )}
        {algorithm === 'scrypt' && (
          <>
            {number('log2(N)', 'scryptLogN', 'N = 2^this; OWASP: 17.')}
            {number('Block size (r)', 'scryptR')}
            {number('Parallelism (p)', 'scryptP')}
            {number('Hash length (bytes)', 'scryptLength')}
          </>
        )}
        {algorithm === 'pbkdf2' && (
          <>
            <Field label="Digest">
              <Select value={value.pbkdf2Digest} options={digestOptions} onValue={setDigest} />
            </Field>
            {number('Iterations', 'pbkdf2Iterations', `OWASP: ${formatNumber(OWASP_PBKDF2[value.pbkdf2Digest])}.`)}
            {number('Hash length (bytes)', 'pbkdf2Length')}
          </>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <Segmented legend="Salt" name="password-salt" value={saltMode} options={saltModeOptions} onChange={setSaltMode} />
        {saltMode === 'random' && algorithm !== 'bcrypt' && number('Salt length (bytes)', 'saltBytes')}
        {saltMode === 'given' && (
          <>
            <Field label="Salt" className="grow">
              <Input code value={saltText} onValue={setSaltText} placeholder={saltAs === 'hex' ? '0123456789abcdef…' : ''} />
            </Field>
            <Field label="Salt as">
              <Select value={saltAs} options={saltAsOptions} onValue={setSaltAs} />
            </Field>
          </>
        )}
      </div>
      {algorithm === 'bcrypt' && (
        <Field label="User name (htpasswd line)">
          <Input plain value={value.user} onValue={(next) => onChange({ user: next })} className="w-60" />
        </Field>
      )}
      <ErrorLine message={formError} />
      {slow && <OutputNotes tone="warning" title="A slow hash" items={[slow]} />}
      {longBcrypt && (
        <OutputNotes
          tone="warning"
          title="A long password"
          items={[`bcrypt reads only the first ${BCRYPT_MAX_BYTES} bytes of a password; the rest changes nothing. Argon2 reads all of it.`]}
        />
      )}
      {notes.length > 0 && <OutputNotes tone="warning" title="Below OWASP's recommendation" items={notes} />}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="primary" icon={Hash} busy={busy} busyLabel="Hashing…" disabled={password === '' || formError !== null} onClick={() => void hash()}>
          Hash
        </Button>
        <JobLine
          busy={busy}
          doing={`Hashing with ${ALGORITHM_NAMES[algorithm]}…`}
          expectedMs={params.ok ? estimateMs(params.params, timed) : 0}
          onCancel={cancel}
        />
      </div>
      <ErrorLine message={failure} />
      {cancelled && <StatusLine>Cancelled: the hash was stopped before it finished.</StatusLine>}
      {made && !failure && !cancelled && !busy && (
        <div className="space-y-3" aria-label="Hash result" role="region">
          <div className="flex flex-wrap items-center gap-2">
            <code data-testid="password-hash" className="grow font-mono text-sm break-all">
              {made.encoded}
            </code>
            <CopyButton text={made.encoded} ariaLabel="Copy the hash" />
            <Button icon={ShieldCheck} onClick={() => onCheck(made.encoded)}>
              Check it
            </Button>
          </div>
          <TermList
            rows={[['Salt (hex)', saltHex(made.salt)], ['Hash (hex)', saltHex(made.hash)], ...(htpasswdLine ? [['htpasswd line', htpasswdLine] as const] : [])]}
          />
          {htpasswdLine && <CopyButton text={htpasswdLine} label="Copy htpasswd line" />}
          <StatusLine>{`Hashed in ${formatDuration(made.ms)} on this device.`}</StatusLine>
        </div>
      )}
    </Panel>
  );
}
