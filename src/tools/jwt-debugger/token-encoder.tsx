import { ArrowDown, ArrowUp, KeyRound, PenLine } from 'lucide-react';
import { useMemo, useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { ErrorLine } from '@/components/error-line';
import { Panel } from '@/components/panel';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { headerAlg } from './jwt-decode.logic';
import { algFamily, generateSigningKey, SUPPORTED_ALGS } from './jwt-keys.logic';
import { signToken, withAlg } from './jwt-sign.logic';
import { KeysToolLink } from './keys-tool-link';
import { securityWarnings } from './jwt-verify.logic';
import { failureMessage } from '@/lib/job-failure';

const ALG_OPTIONS = SUPPORTED_ALGS.map((alg) => ({ value: alg, label: alg }));

function parsedHeader(headerJson: string): unknown {
  try {
    return JSON.parse(headerJson);
  } catch {
    return null;
  }
}

interface TokenEncoderProps {
  /** The decoded token's JSON, offered as a starting point. */
  decodedHeaderJson: string;
  decodedPayloadJson: string;
  initialHeaderJson: string;
  initialPayloadJson: string;
  /** Puts a signed token and the key that verifies it into the debugger above. */
  onUse: (token: string, verifyKey: string, secretIsBase64: boolean) => void;
}

export function TokenEncoder({ decodedHeaderJson, decodedPayloadJson, initialHeaderJson, initialPayloadJson, onUse }: TokenEncoderProps) {
  const [headerJson, setHeaderJson] = useState(initialHeaderJson);
  const [payloadJson, setPayloadJson] = useState(initialPayloadJson);
  const [key, setKey] = useState('');
  const [secretIsBase64, setSecretIsBase64] = useState(false);
  const [busy, setBusy] = useState<'sign' | 'generate' | null>(null);
  const [signed, setSigned] = useState<{ token: string; verifyKey: string; secretIsBase64: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const header = useMemo(() => parsedHeader(headerJson), [headerJson]);
  const alg = headerAlg(header);
  const hmac = algFamily(alg) === 'HS';
  const warnings = useMemo(() => securityWarnings(header, key, secretIsBase64), [header, key, secretIsBase64]);

  /** Any edit makes the last token stale, so it goes. */
  const edit =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setSigned(null);
      setError(null);
    };

  const sign = async () => {
    setBusy('sign');
    setError(null);
    setSigned(null);
    const result = await signToken({ headerJson, payloadJson, key, secretIsBase64 });
    setBusy(null);
    if (result.ok) setSigned({ token: result.token, verifyKey: result.verifyKey, secretIsBase64 });
    else setError(result.message);
  };

  const generate = async () => {
    if (!alg || !algFamily(alg)) return;
    setBusy('generate');
    try {
      const generated = await generateSigningKey(alg);
      edit(setKey)(generated);
      setSecretIsBase64(false);
    } catch (cause) {
      setError(failureMessage('Could not generate a key', cause));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Panel
      title="Encoder"
      actions={
        <Button
          icon={ArrowDown}
          disabled={!decodedHeaderJson || !decodedPayloadJson}
          onClick={() => {
            edit(setHeaderJson)(decodedHeaderJson);
            setPayloadJson(decodedPayloadJson);
          }}
        >
          Load decoded token
        </Button>
      }
    >
      <p className="text-xs text-slate-500 dark:text-slate-400">Edit a header and payload and sign them into a new token. Keys never leave this page.</p>
      <div className="grid gap-3 lg:grid-cols-2">
        <div className="space-y-3">
          <Field label="Header JSON">
            <Textarea value={headerJson} onValue={edit(setHeaderJson)} rows={5} className="resize-y" />
          </Field>
          <Field label="Payload JSON">
            <Textarea value={payloadJson} onValue={edit(setPayloadJson)} rows={9} className="resize-y" />
          </Field>
        </div>
        <div className="space-y-3">
          <div className="flex flex-wrap items-end gap-2">
            <Field label="Algorithm">
              <Select
                value={alg && algFamily(alg) ? alg : ''}
                options={alg && algFamily(alg) ? ALG_OPTIONS : [{ value: '', label: 'Set in the header' }, ...ALG_OPTIONS]}
                onValue={(next) => edit(setHeaderJson)(withAlg(headerJson, next))}
              />
            </Field>
            <Button
              icon={KeyRound}
              busy={busy === 'generate'}
              busyLabel="Generating..."
              onClick={() => void generate()}
              disabled={busy !== null || !algFamily(alg)}
            >
              {hmac ? 'Generate secret' : 'Generate key pair'}
            </Button>
          </div>
          <Field label="Signing key" hint={hmac ? 'The shared secret.' : 'A private key: PKCS#8 PEM ("BEGIN PRIVATE KEY") or a private JWK.'}>
            <Textarea
              plain
              value={key}
              onValue={edit(setKey)}
              placeholder={hmac ? 'Shared secret' : '-----BEGIN PRIVATE KEY-----'}
              rows={6}
              className="resize-y break-all"
            />
          </Field>
          {hmac && (
            <div>
              <Switch label="Signing secret is base64 encoded" checked={secretIsBase64} onChange={edit(setSecretIsBase64)} />
            </div>
          )}
          {warnings.map((warning) => (
            <p key={warning} className="text-sm text-amber-800 dark:text-amber-300">
              <span className="sr-only">Warning: </span>
              {warning}
            </p>
          ))}
          <div>
            <Button variant="primary" icon={PenLine} busy={busy === 'sign'} busyLabel="Signing..." onClick={() => void sign()} disabled={busy !== null}>
              Sign token
            </Button>
          </div>
          <ErrorLine message={error} />
          <KeysToolLink message={error} />
        </div>
      </div>
      {signed && (
        <div className="space-y-2">
          <Field label="Signed JWT">
            <Textarea value={signed.token} readOnly rows={3} className="resize-y break-all" />
          </Field>
          <div className="flex flex-wrap gap-2">
            <CopyButton text={signed.token} ariaLabel="Copy signed JWT" />
            <Button icon={ArrowUp} onClick={() => onUse(signed.token, signed.verifyKey, signed.secretIsBase64)}>
              Verify in debugger
            </Button>
          </div>
        </div>
      )}
    </Panel>
  );
}
