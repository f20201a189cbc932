import { KeyRound } from 'lucide-react';
import { Panel } from '@/components/panel';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Segmented } from '@/components/ui/segmented';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { randomKeyHex } from './crypt-options.logic';
import type { CryptSettings } from './settings';

const formatOptions = [
  { value: 'devdeck', label: 'DevDeck (self-describing)' },
  { value: 'openssl', label: 'OpenSSL / CryptoJS' },
] as const;
const cipherOptions = [
  { value: 'aes-gcm', label: 'AES-GCM' },
  { value: 'aes-cbc', label: 'AES-CBC' },
  { value: 'chacha20-poly1305', label: 'ChaCha20-Poly1305' },
] as const;
const keyBitOptions = [
  { value: '256', label: '256 bits' },
  { value: '192', label: '192 bits' },
  { value: '128', label: '128 bits' },
] as const;
const keyFromOptions = [
  { value: 'passphrase', label: 'From a passphrase' },
  { value: 'raw', label: 'Raw key' },
] as const;
const kdfOptions = [
  { value: 'pbkdf2', label: 'PBKDF2-SHA256' },
  { value: 'argon2id', label: 'Argon2id' },
] as const;
const opensslKdfOptions = [
  { value: 'md5', label: 'EVP_BytesToKey, MD5 (CryptoJS, OpenSSL < 1.1)' },
  { value: 'sha256', label: 'EVP_BytesToKey, SHA-256 (OpenSSL ≥ 1.1)' },
  { value: 'pbkdf2', label: 'PBKDF2 (-pbkdf2 -iter)' },
] as const;
const outputOptions = [
  { value: 'base64', label: 'Base64' },
  { value: 'base64-lines', label: 'Base64, 64-character lines' },
  { value: 'hex', label: 'Hex' },
] as const;

export const SECRET_NOTE = 'Kept in this page only: never remembered, never put in a share link, never logged.';

interface KeyPanelProps {
  value: CryptSettings;
  onChange: (change: Partial<CryptSettings>) => void;
  secret: string;
  onSecret: (secret: string) => void;
  showSecret: boolean;
  onShowSecret: (show: boolean) => void;
  /** The Decrypt sample is in: say its passphrase. */
  sampleHint: boolean;
}

const numberField = (label: string, value: string, onValue: (value: string) => void) => (
  <Field label={label}>
    <Input type="text" inputMode="numeric" code value={value} onValue={onValue} className="w-32" />
  </Field>
);

/** The key and how it is used: the format, cipher and key derivation to encrypt with, or what to try first on OpenSSL text. */
export function KeyPanel({ value, onChange, secret, onSecret, showSecret, onShowSecret, sampleHint }: KeyPanelProps) {
  const encrypting = value.direction === 'encrypt';
  const openssl = encrypting && value.format === 'openssl';
  const raw = !openssl && value.keyFrom === 'raw';
  const chacha = value.cipher === 'chacha20-poly1305';

  const opensslFields = (
    <>
      <Field label="Key size">
        <Select value={value.keyBits} options={keyBitOptions} onValue={(keyBits) => onChange({ keyBits })} />
      </Field>
      <Field label="Key derivation">
        <Select value={value.opensslKdf} options={opensslKdfOptions} onValue={(opensslKdf) => onChange({ opensslKdf })} />
      </Field>
      {value.opensslKdf === 'pbkdf2' && numberField('Iterations', value.opensslIterations, (opensslIterations) => onChange({ opensslIterations }))}
    </>
  );

  return (
    <Panel title="Key and cipher">
      <div className="space-y-3">
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          {encrypting && (
            <Segmented legend="Format" name="crypt-format" value={value.format} options={formatOptions} onChange={(format) => onChange({ format })} />
          )}
          {!openssl && (
            <Segmented legend="Key" name="crypt-key-from" value={value.keyFrom} options={keyFromOptions} onChange={(keyFrom) => onChange({ keyFrom })} />
          )}
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <Field
            label={raw ? 'Key (hex or Base64)' : 'Passphrase'}
            hint={sampleHint ? `${SECRET_NOTE} The sample's passphrase is "devdeck".` : SECRET_NOTE}
            className="min-w-64 grow"
          >
            <Input
              code
              type={showSecret ? 'text' : 'password'}
              autoComplete="off"
              value={secret}
              onValue={onSecret}
              placeholder={raw ? '128, 192 or 256 bits: 32, 48 or 64 hex digits' : 'A long passphrase'}
            />
          </Field>
          <Switch label={raw ? 'Show key' : 'Show passphrase'} checked={showSecret} onChange={onShowSecret} />
          {raw && encrypting && (
            <Button icon={KeyRound} onClick={() => onSecret(randomKeyHex(chacha ? '256' : value.keyBits))}>
              Generate key
            </Button>
          )}
        </div>
        {encrypting && !openssl && (
          <div className="flex flex-wrap items-end gap-3">
            <Field label="Cipher">
              <Select value={value.cipher} options={cipherOptions} onValue={(cipher) => onChange({ cipher })} />
            </Field>
            <Field label="Key size">
              <Select
                value={chacha ? '256' : value.keyBits}
                options={chacha ? keyBitOptions.slice(0, 1) : keyBitOptions}
                onValue={(keyBits) => onChange({ keyBits })}
                disabled={chacha}
              />
            </Field>
            {!raw && (
              <Field label="Key derivation">
                <Select value={value.kdf} options={kdfOptions} onValue={(kdf) => onChange({ kdf })} />
              </Field>
            )}
            {!raw && value.kdf === 'pbkdf2' && numberField('Iterations', value.iterations, (iterations) => onChange({ iterations }))}
            {!raw && value.kdf === 'argon2id' && (
              <>
                {numberField('Memory (MiB)', value.argonMemoryMiB, (argonMemoryMiB) => onChange({ argonMemoryMiB }))}
                {numberField('Iterations', value.argonIterations, (argonIterations) => onChange({ argonIterations }))}
                {numberField('Parallelism', value.argonParallelism, (argonParallelism) => onChange({ argonParallelism }))}
              </>
            )}
          </div>
        )}
        {openssl && <div className="flex flex-wrap items-end gap-3">{opensslFields}</div>}
        {!encrypting && value.keyFrom === 'passphrase' && (
          <fieldset className="flex flex-wrap items-end gap-3">
            <legend className="mb-1 text-sm text-slate-600 dark:text-slate-400">
              DevDeck text names its own settings. For OpenSSL or CryptoJS text, these are tried first, then the others:
            </legend>
            {opensslFields}
          </fieldset>
        )}
        {encrypting && (
          <Segmented legend="Output" name="crypt-output" value={value.output} options={outputOptions} onChange={(output) => onChange({ output })} />
        )}
      </div>
    </Panel>
  );
}
