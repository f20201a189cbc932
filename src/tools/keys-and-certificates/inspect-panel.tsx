import { useEffect, useState } from 'react';
import { DocumentPane } from '@/components/document-pane';
import { OutputNotes } from '@/components/output-notes';
import { SideBySide } from '@/components/side-by-side';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useRun } from '@/hooks/use-run';
import { codec } from '@/lib/base64-codec';
import { anyFile } from '@/lib/files';
import { CertificateList, RequestView } from './certificate-view';
import { inspectText, type Inspection } from './inspect.logic';
import { KeyView } from './key-view';
import type { KeySettings } from './keys-settings';
import { SAMPLE_CHAIN } from './sample-chain';

const FILE = { rules: anyFile(5), dropLabel: 'Drop a certificate, CSR or key (PEM or DER)', openLabel: 'Open file' };

export const SECRET_NOTE = 'Keys and passphrases stay in this page: never remembered, never put in a share link, never logged.';

interface InspectPanelProps {
  text: string;
  onText: (text: string) => void;
  settings: KeySettings;
  onChange: (change: Partial<KeySettings>) => void;
  clock?: () => number;
}

interface Request {
  text: string;
  passphrase: string;
}

/** A pasted or dropped certificate, chain, CSR or key, and what it is. */
export function InspectPanel({ text, onText, settings, onChange, clock }: InspectPanelProps) {
  const [passphrase, setPassphrase] = useState('');
  const [result, setResult] = useState<Inspection | null>(null);
  const { submit, busy } = useRun<Request, Inspection | null>({
    compute: (request) => inspectText(request.text, request.passphrase),
    failure: 'Could not read this',
    onResult: setResult,
    onError: (message) => setResult({ ok: false, message }),
  });
  useEffect(() => submit({ text, passphrase }), [text, passphrase, submit]);

  // A DER file becomes its Base64 body in the pane (which reads bare Base64); a PEM file its text.
  const onFile = async (file: File) => {
    const bytes = new Uint8Array(await file.arrayBuffer());
    onText(bytes[0] === 0x30 ? codec.encode(bytes, false).replace(/.{64}/g, '$&\n') : new TextDecoder().decode(bytes));
  };
  const needsPassphrase = result?.ok === false && result.needsPassphrase === true;

  return (
    <SideBySide alignTop>
      <div className="space-y-3">
        <DocumentPane
          label="Certificate, CSR or key"
          value={text}
          onChange={onText}
          wrapLines
          placeholder="Paste PEM (a certificate, a chain, a CSR, a key), Base64 DER without BEGIN/END lines, a JWK, an ssh-… public key line or hex ASN.1, or drop a file."
          file={{ ...FILE, onFile }}
          sample={SAMPLE_CHAIN}
          clear={() => setPassphrase('')}
          busy={busy ? 'Reading…' : null}
          error={result?.ok === false ? result.message : null}
        />
        {(needsPassphrase || passphrase !== '') && (
          <Field label="Passphrase" hint={SECRET_NOTE}>
            <Input type="password" plain autoComplete="off" value={passphrase} onValue={setPassphrase} />
          </Field>
        )}
      </div>
      <div className="space-y-4">
        {result?.ok && result.kind === 'certificates' && <CertificateList certificates={result.certificates} links={result.links} clock={clock} />}
        {result?.ok && result.kind === 'request' && <RequestView request={result.request} />}
        {result?.ok && result.kind === 'asn1' && (
          <DocumentPane
            label="ASN.1 structure"
            value={result.outline}
            generated
            copy="Copy ASN.1 structure"
            notes={
              <OutputNotes
                title={result.label ? `A ${result.label} block` : 'DER data'}
                items={['It is not a certificate, a CSR or a key this tool reads, so its ASN.1 structure is shown instead.']}
              />
            }
          />
        )}
        {result?.ok && result.kind === 'key' && (
          <KeyView material={result.material} source={result.source} format={settings.format} onFormat={(format) => onChange({ format })} />
        )}
      </div>
    </SideBySide>
  );
}
