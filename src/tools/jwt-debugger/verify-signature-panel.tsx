import { CircleCheck, CircleX, KeyRound, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Panel } from '@/components/panel';
import { Field } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { STATUS_LABELS, type VerifyOutcome } from './jwt-verify.logic';
import { KeysToolLink } from './keys-tool-link';

/** Characters of the signature shown before it is cut short. */
const SIGNATURE_PREVIEW = 32;
/** A check that takes longer than this says it is working; quicker ones show no flicker. */
const SLOW_CHECK_MS = 300;

const STATUS_LOOK = {
  idle: { Icon: KeyRound, className: 'border-slate-300 bg-slate-50 text-slate-700 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-300' },
  verified: { Icon: CircleCheck, className: 'border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-300' },
  failed: { Icon: CircleX, className: 'border-red-300 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-300' },
} as const;

export function signaturePreview(signature: string): string {
  if (signature === '') return '...';
  return signature.length > SIGNATURE_PREVIEW ? `${signature.slice(0, SIGNATURE_PREVIEW)}...` : signature;
}

interface VerifySignaturePanelProps {
  signature: string;
  secret: string;
  onSecretChange: (secret: string) => void;
  /** Offered for HS tokens only. */
  showBase64Option: boolean;
  secretIsBase64: boolean;
  onSecretIsBase64Change: (value: boolean) => void;
  warnings: string[];
  /** The spec: shown only when both a secret and a signature segment exist. */
  statusVisible: boolean;
  /** null while the check for the current input is still running. */
  outcome: VerifyOutcome | null;
}

export function VerifySignaturePanel(props: VerifySignaturePanelProps) {
  const { signature, secret, onSecretChange, showBase64Option, secretIsBase64, onSecretIsBase64Change, warnings, statusVisible, outcome } = props;
  return (
    <Panel title="Verify Signature">
      <p className="flex min-w-0 items-baseline gap-2 text-sm">
        <span className="shrink-0 text-slate-600 dark:text-slate-400">Signature</span>
        <code data-testid="jwt-signature" className="truncate font-mono text-sky-700 dark:text-sky-300">
          {signaturePreview(signature)}
        </code>
      </p>
      <Field label="Secret or public key">
        <Textarea plain value={secret} onValue={onSecretChange} placeholder="Your secret or public key" rows={5} className="resize-y break-all" />
      </Field>
      {showBase64Option && <Switch label="Secret is base64 encoded" checked={secretIsBase64} onChange={onSecretIsBase64Change} />}
      {warnings.map((warning) => (
        <p
          key={warning}
          className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="sr-only">Warning: </span>
            {warning}
          </span>
        </p>
      ))}
      <SignatureStatus visible={statusVisible} outcome={outcome} />
    </Panel>
  );
}

function SignatureStatus({ visible, outcome }: { visible: boolean; outcome: VerifyOutcome | null }) {
  const slow = useSlowFlag(outcome === null);
  const look = outcome ? STATUS_LOOK[outcome.status] : null;
  return (
    <div className="min-h-9 space-y-1">
      <p role="status" aria-live="polite" className="text-sm">
        {visible && outcome && look && (
          <span
            data-testid="signature-status"
            data-status={outcome.status}
            className={`inline-flex items-center gap-1.5 rounded-lg border px-2.5 py-1 font-semibold ${look.className}`}
          >
            <look.Icon aria-hidden="true" className="size-4" />
            {STATUS_LABELS[outcome.status]}
          </span>
        )}
        {visible && !outcome && slow && <span className="text-slate-500 dark:text-slate-400">Verifying…</span>}
      </p>
      {visible && outcome?.reason && <p className="text-sm text-red-700 dark:text-red-400">{outcome.reason}</p>}
      {visible && <KeysToolLink message={outcome?.reason} />}
    </div>
  );
}

/** True once `active` has lasted SLOW_CHECK_MS. */
function useSlowFlag(active: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setSlow(true), SLOW_CHECK_MS);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [active]);
  return active && slow;
}
