import { CircleCheck, CircleHelp, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Comparison } from '@/lib/hashing/digest-text';
import type { HashGuess } from '@/lib/hashing/identify-hash';
import { Panel } from './panel';
import { Field } from './ui/field';
import { Input } from './ui/input';

const VERDICT = {
  match: { icon: CircleCheck, className: 'text-green-700 dark:text-green-400' },
  mismatch: { icon: CircleX, className: 'text-red-700 dark:text-red-400' },
  unreadable: { icon: CircleHelp, className: 'text-amber-700 dark:text-amber-400' },
} as const;

interface ExpectedDigestProps {
  title: string;
  /** The field's label ("Expected hash", "Expected MAC"). */
  label: string;
  hint: ReactNode;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  comparison: Comparison | null;
  /** What the pasted text may be, by its length and alphabet ("What hash is this?"). */
  guess?: HashGuess | null;
}

/** Paste the hash a download page gives and see at once whether it matches, with an icon and words, never colour alone. */
export function ExpectedDigest({ title, label, hint, placeholder, value, onChange, comparison, guess }: ExpectedDigestProps) {
  const verdict = comparison && VERDICT[comparison.kind];
  return (
    <Panel title={title}>
      <Field label={label} hint={hint}>
        <Input code value={value} onValue={onChange} placeholder={placeholder} aria-invalid={comparison?.kind === 'unreadable' || undefined} />
      </Field>
      {comparison && verdict && (
        <p role="status" aria-live="polite" className={`flex items-center gap-2 text-sm font-semibold ${verdict.className}`}>
          <verdict.icon aria-hidden="true" className="size-5 shrink-0" />
          {comparison.message}
        </p>
      )}
      {guess && (
        <section aria-label="What hash is this?" className="space-y-1 text-sm text-slate-700 dark:text-slate-300">
          <h3 className="font-medium">What hash is this?</h3>
          <p>{guess.shape}.</p>
          {guess.passwordHash ? (
            <p>Salted and slow on purpose: it cannot be recomputed from a table of digests; check it with a password hashing tool.</p>
          ) : (
            <>
              {guess.here.length > 0 && <p>Computed here: {guess.here.join(', ')}.</p>}
              {guess.elsewhere.length > 0 && <p>Others of this length: {guess.elsewhere.join(', ')}.</p>}
              {guess.here.length === 0 && guess.elsewhere.length === 0 && <p>No common hash has this length.</p>}
            </>
          )}
        </section>
      )}
    </Panel>
  );
}
