import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { ErrorLine } from '@/components/error-line';
import { OutputNotes } from '@/components/output-notes';
import { Panel } from '@/components/panel';
import { StatusLine } from '@/components/status-line';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Segmented } from '@/components/ui/segmented';
import { Select } from '@/components/ui/select';
import { MAX_SECRET_CHARACTERS } from './base32-secret.logic';
import { LIMITS } from './otp-codes.logic';
import { readKeyUri } from './otp-uri.logic';
import { ALGORITHM_LABELS, OTP_ALGORITHMS, OTP_DIGITS, type OtpSettings } from './otp-settings';

const typeOptions = [
  { value: 'totp', label: 'TOTP (time)' },
  { value: 'hotp', label: 'HOTP (counter)' },
] as const;
const algorithmOptions = OTP_ALGORITHMS.map((value) => ({ value, label: ALGORITHM_LABELS[value] }));
const digitOptions = OTP_DIGITS.map((value) => ({ value, label: value }));

export const SECRET_NOTE = 'The secret stays in this page: never remembered, never put in a share link, never logged.';

interface OtpFormProps {
  value: OtpSettings;
  /** Hears the fields that changed. */
  onChange: (change: Partial<OtpSettings>) => void;
  secret: string;
  onSecret: (secret: string) => void;
  secretError: string | null;
  /** Advice on a readable secret (shorter than RFC 4226 asks). */
  secretNote: string | null;
  onGenerate: () => void;
  /** A period or counter that is not a usable number. */
  settingsError: string | null;
}

/** The key: a pasted otpauth:// URI, the secret, the type and its parameters, and the names the URI carries. */
export function OtpForm({ value, onChange, secret, onSecret, secretError, secretNote, onGenerate, settingsError }: OtpFormProps) {
  const [pasted, setPasted] = useState('');
  const [pasteResult, setPasteResult] = useState<{ ok: boolean; message: string } | null>(null);

  // A URI that reads fills the form and leaves the field, so the secret is not kept in a second place.
  const onPaste = (text: string) => {
    if (text.trim() === '') {
      setPasted('');
      setPasteResult(null);
      return;
    }
    const read = readKeyUri(text);
    if (!read.ok) {
      setPasted(text);
      setPasteResult(read);
      return;
    }
    onChange(read.value.settings);
    onSecret(read.value.secret);
    setPasted('');
    const { account = '', issuer = '' } = read.value.settings;
    setPasteResult({ ok: true, message: `Read the key URI of ${account}${issuer ? ` (${issuer})` : ''} into the form.` });
  };

  return (
    <Panel
      title="Key"
      actions={
        <Button icon={RefreshCw} size="sm" onClick={onGenerate}>
          Generate secret
        </Button>
      }
    >
      <Field label="Paste a key URI" hint="otpauth://totp/… or otpauth://hotp/…, as authenticator exports and QR codes hold it.">
        <Input
          code
          value={pasted}
          onValue={onPaste}
          placeholder="otpauth://totp/Issuer:account?secret=…"
          aria-invalid={pasteResult?.ok === false || undefined}
        />
      </Field>
      {pasteResult?.ok && <StatusLine>{pasteResult.message}</StatusLine>}
      <ErrorLine message={pasteResult?.ok === false ? pasteResult.message : null} />
      <Segmented legend="Type" name="otp-type" value={value.type} options={typeOptions} onChange={(type) => onChange({ type })} />
      <Field label="Secret (Base32)" hint={SECRET_NOTE}>
        <Input code value={secret} onValue={onSecret} maxLength={MAX_SECRET_CHARACTERS * 2} aria-invalid={secretError !== null || undefined} />
      </Field>
      <ErrorLine message={secretError} />
      {secretNote && <OutputNotes tone="warning" title="A short secret" items={[secretNote]} />}
      <div className="flex flex-wrap items-start gap-3">
        <Field label="Algorithm">
          <Select value={value.algorithm} options={algorithmOptions} onValue={(algorithm) => onChange({ algorithm })} />
        </Field>
        <Field label="Digits">
          <Select value={value.digits} options={digitOptions} onValue={(digits) => onChange({ digits })} />
        </Field>
        {value.type === 'totp' ? (
          <Field label="Period (seconds)">
            <Input
              type="number"
              inputMode="numeric"
              min={LIMITS.period.min}
              max={LIMITS.period.max}
              value={value.period}
              onValue={(period) => onChange({ period })}
              className="w-28"
            />
          </Field>
        ) : (
          <Field label="Counter">
            <Input type="number" inputMode="numeric" min={0} value={value.counter} onValue={(counter) => onChange({ counter })} className="w-40" />
          </Field>
        )}
      </div>
      <ErrorLine message={settingsError} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Issuer">
          <Input plain value={value.issuer} onValue={(issuer) => onChange({ issuer })} placeholder="ACME Co" />
        </Field>
        <Field label="Account name">
          <Input plain value={value.account} onValue={(account) => onChange({ account })} placeholder="alice@example.com" />
        </Field>
      </div>
    </Panel>
  );
}
