import { useEffect, useMemo, useState } from 'react';
import { DocumentPane } from '@/components/document-pane';
import { ErrorLine } from '@/components/error-line';
import { Panel } from '@/components/panel';
import { TermList } from '@/components/term-list';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Segmented } from '@/components/ui/segmented';
import { formatNumber } from '@contract/format-number';
import { fingerprints, sshKeygenLine } from './fingerprints.logic';
import { keyBits, type KeyMaterial } from './key-material.logic';
import { ENCRYPTED_FORMATS, encryptedPrivateText, formatsOf, keyTexts, OUTPUT_FORMATS, spkiHex, type OutputFormat } from './key-outputs.logic';

interface KeyViewProps {
  material: KeyMaterial;
  /** What it was read from ("PKCS#8 private key"), or "Generated". */
  source: string;
  format: OutputFormat;
  onFormat: (format: OutputFormat) => void;
}

function describe(material: KeyMaterial): string {
  if (material.type === 'RSA') return `RSA, ${formatNumber(keyBits(material))} bits`;
  if (material.type === 'EC') return `ECDSA, ${material.publicJwk.crv}`;
  return 'Ed25519';
}

/** A key in the chosen format, its fingerprints, and (for PKCS#8) the private key encrypted with a passphrase. */
export function KeyView({ material, source, format: chosen, onFormat }: KeyViewProps) {
  const formats = formatsOf(material);
  const format = formats.includes(chosen) ? chosen : 'pkcs8';
  // OpenSSH's check number is random in every file it writes; one per key, so the text does not change on each render.
  const [checkInts] = useState(() => new WeakMap<KeyMaterial, number>());
  if (!checkInts.has(material)) checkInts.set(material, crypto.getRandomValues(new Uint32Array(1))[0] ?? 0);
  const checkInt = checkInts.get(material) ?? 0;
  const texts = useMemo(() => keyTexts(material, format, checkInt), [material, format, checkInt]);
  const prints = useMemo(() => fingerprints(material), [material]);
  const [encryptWith, setEncryptWith] = useState('');
  const [encrypted, setEncrypted] = useState<{ text: string | null; error: string | null }>({ text: null, error: null });
  const encryptionHint = ENCRYPTED_FORMATS[format];
  const encrypting = encryptionHint !== undefined && material.privateJwk !== null && encryptWith !== '';

  useEffect(() => {
    if (!encrypting) return;
    let current = true;
    encryptedPrivateText(material, format, encryptWith, checkInt).then(
      (text) => current && setEncrypted({ text, error: null }),
      (error: unknown) =>
        current && setEncrypted({ text: null, error: `Could not encrypt the key: ${error instanceof Error ? error.message : String(error)}.` }),
    );
    return () => {
      current = false;
      setEncrypted({ text: null, error: null });
    };
  }, [encrypting, material, format, encryptWith, checkInt]);

  const privateText = encrypting ? encrypted.text : texts.privateText;
  return (
    <div className="space-y-4">
      <Panel title="Key" level={3}>
        <TermList
          className="grid-cols-[11rem_1fr] text-sm"
          rows={[
            ['Read as', source],
            ['Key', `${describe(material)}${material.privateJwk ? ', private and public' : ', public only'}`],
            ...(material.comment ? [['Comment', material.comment] as const] : []),
            ['ssh-keygen -l', sshKeygenLine(material, prints.sshSha256)],
            ['ssh-keygen -l -E md5', sshKeygenLine(material, prints.sshMd5)],
            ['SPKI SHA-256 pin', prints.spkiSha256],
            [
              'Public key (DER hex)',
              <span key="hex" className="line-clamp-3 hover:line-clamp-none">
                {spkiHex(material)}
              </span>,
            ],
          ]}
        />
      </Panel>
      <Segmented
        legend="Output format"
        name="key-format"
        value={format}
        options={formats.map((value) => ({ value, label: OUTPUT_FORMATS.labels[value] }))}
        onChange={onFormat}
      />
      {texts.privateText !== null && (
        <>
          {encryptionHint && (
            <Field label="Encrypt with passphrase" hint={`Optional: ${encryptionHint}`}>
              <Input type="password" plain autoComplete="new-password" value={encryptWith} onValue={setEncryptWith} />
            </Field>
          )}
          <ErrorLine message={encrypting ? encrypted.error : null} />
          <DocumentPane
            label="Private key"
            value={privateText ?? ''}
            wrapLines
            generated
            busy={encrypting && privateText === null ? 'Encrypting…' : null}
            copy="Copy private key"
            download={{ fileName: texts.privateName, mimeType: 'application/x-pem-file', ariaLabel: 'Download private key' }}
          />
        </>
      )}
      <DocumentPane
        label="Public key"
        value={texts.publicText}
        wrapLines
        generated
        copy="Copy public key"
        download={{ fileName: texts.publicName, mimeType: 'application/x-pem-file', ariaLabel: 'Download public key' }}
      />
    </div>
  );
}
