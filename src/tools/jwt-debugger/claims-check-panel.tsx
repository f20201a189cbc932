import { CircleCheck, CircleX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Panel } from '@/components/panel';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { checkClaims, NO_EXPECTATIONS, type ClaimExpectations } from './jwt-claims-check.logic';

const FIELDS: { key: keyof ClaimExpectations; label: string; placeholder: string; hint?: string }[] = [
  { key: 'issuer', label: 'Expected issuer', placeholder: 'https://issuer.example.com' },
  { key: 'audience', label: 'Expected audience', placeholder: 'api, web', hint: 'Any one of several, separated by commas.' },
  { key: 'subject', label: 'Expected subject', placeholder: '1234567890' },
  { key: 'type', label: 'Expected type', placeholder: 'JWT', hint: "The header's typ." },
  { key: 'requiredClaims', label: 'Required claims', placeholder: 'exp, jti', hint: 'Names separated by commas or spaces.' },
  { key: 'clockTolerance', label: 'Clock tolerance', placeholder: '30s', hint: 'Allowed clock skew for exp, nbf and iat.' },
  { key: 'maxAge', label: 'Maximum age', placeholder: '2h', hint: 'Longest time since iat.' },
];

interface ClaimsCheckPanelProps {
  header: unknown;
  payload: unknown;
  now: number;
}

/** The spec's claim validation (jose's), each expectation reported pass or fail. It reads the claims only; the signature is checked above. */
export function ClaimsCheckPanel({ header, payload, now }: ClaimsCheckPanelProps) {
  const [expectations, setExpectations] = useState<ClaimExpectations>(NO_EXPECTATIONS);
  const result = useMemo(() => (payload === null ? null : checkClaims(header, payload, expectations, now)), [header, payload, expectations, now]);

  return (
    <Panel title="Claims check">
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map(({ key, label, placeholder, hint }) => {
          const problem = key === 'clockTolerance' || key === 'maxAge' ? result?.inputProblems[key] : undefined;
          return (
            <Field key={key} label={label} hint={problem ? <span className="text-red-700 dark:text-red-400">{problem}</span> : hint}>
              <Input
                plain
                value={expectations[key]}
                onValue={(text) => setExpectations((current) => ({ ...current, [key]: text }))}
                placeholder={placeholder}
                aria-invalid={problem ? true : undefined}
              />
            </Field>
          );
        })}
      </div>
      {result === null ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">Decode a token to check its claims.</p>
      ) : (
        <ul aria-label="Claims check results" className="space-y-1 text-sm">
          {result.checks.map((check) => (
            <li key={check.id} className="flex items-start gap-2">
              <span
                className={`inline-flex shrink-0 items-center gap-1 rounded px-1.5 text-xs font-semibold ${check.passed ? 'bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-300' : 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-300'}`}
              >
                {check.passed ? <CircleCheck aria-hidden="true" className="size-3.5" /> : <CircleX aria-hidden="true" className="size-3.5" />}
                {check.passed ? 'Pass' : 'Fail'}
              </span>
              <span className="min-w-0 break-words">
                {check.label}
                {check.detail && <span className="text-slate-600 dark:text-slate-400">: {check.detail}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
