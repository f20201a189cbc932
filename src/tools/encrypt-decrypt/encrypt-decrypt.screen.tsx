import { ArrowDownUp, Lock, LockOpen } from 'lucide-react';
import { useCallback, useState } from 'react';
import { OutputNotes } from '@/components/output-notes';
import { StatusLine } from '@/components/status-line';
import { TwoPaneScreen, type TwoPanePage } from '@/components/two-pane-page';
import { Button } from '@/components/ui/button';
import { Segmented } from '@/components/ui/segmented';
import { useRun } from '@/hooks/use-run';
import { useToolSettings } from '@/hooks/use-tool-settings';
import { anyTextFile } from '@/lib/files';
import type { Direction } from './crypt-options.logic';
import { runJob, runsLong, type CryptRequest, type CryptResult } from './encrypt-decrypt.logic';
import { KeyPanel } from './key-panel';
import { SETTINGS, type CryptSettings } from './settings';

/** Made by `openssl enc -aes-256-cbc -md md5 -a -A -pass pass:devdeck`, as CryptoJS.AES.encrypt would make it. */
export const DECRYPT_SAMPLE = 'U2FsdGVkX1+MFbrdmqhbGEM0c/NQ+DwlUdvy1FK7GWoM0OQEWYUPZnTMUqmTOJqt';
const file = anyTextFile(16);

const PAGES: Record<Direction, TwoPanePage> = {
  encrypt: {
    input: { label: 'Plaintext', placeholder: 'Type or paste the text to encrypt, or drop a text file.', drop: 'Drop a text file to encrypt it' },
    output: { label: 'Encrypted text', placeholder: 'Choose a passphrase or key, then Encrypt.', busy: 'Encrypting…' },
    language: 'text',
    file,
    sample: 'Meet me by the old oak at noon. 🌳',
    download: { fileName: (sourceName) => `${sourceName ?? 'message'}.enc.txt`, mimeType: 'text/plain' },
    shortcut: 'to encrypt',
  },
  decrypt: {
    input: {
      label: 'Encrypted text',
      placeholder: 'Paste text encrypted here, by openssl enc or by CryptoJS (IT-Tools), as Base64 or hex.',
      drop: 'Drop an encrypted text file to decrypt it',
    },
    output: { label: 'Plaintext', placeholder: 'Type the passphrase or key, then Decrypt.', busy: 'Decrypting…' },
    language: 'text',
    file,
    sample: DECRYPT_SAMPLE,
    download: { fileName: (sourceName) => sourceName?.replace(/\.enc(\.txt)?$/, '') ?? 'decrypted.txt', mimeType: 'text/plain' },
    shortcut: 'to decrypt',
  },
};

const directionOptions = [
  { value: 'encrypt', label: 'Encrypt' },
  { value: 'decrypt', label: 'Decrypt' },
] as const;

export default function EncryptDecryptScreen() {
  const [settings, setSettings] = useToolSettings(SETTINGS);
  // The text and the passphrase or key are plain state: never remembered, never in a link (the settings have no field for them).
  const [text, setText] = useState('');
  const [secret, setSecret] = useState('');
  const [showSecret, setShowSecret] = useState(false);
  const [result, setResult] = useState<CryptResult | null>(null);
  const encrypting = settings.direction === 'encrypt';

  const { submit, discard, busy } = useRun<CryptRequest, CryptResult>({
    compute: runJob,
    createWorker: () => new Worker(new URL('./encrypt-decrypt.worker.ts', import.meta.url), { type: 'module' }),
    isLarge: runsLong,
    newer: 'cancels',
    busyAfterMs: 100,
    failure: encrypting ? 'Could not encrypt' : 'Could not decrypt',
    onResult: setResult,
    onError: (message) => setResult({ ok: false, message }),
  });

  // What is shown always matches what is on screen: any edit drops the result until the next run.
  const stale = useCallback(() => {
    discard();
    setResult(null);
  }, [discard]);
  const change = (next: Partial<CryptSettings>) => {
    setSettings((previous) => ({ ...previous, ...next }));
    stale();
  };
  const run = () => submit({ settings, text, secret });
  const swap = () => {
    if (!result?.ok) return;
    setText(result.text);
    change({ direction: encrypting ? 'decrypt' : 'encrypt' });
  };

  const done = result?.ok ? result : null;
  return (
    <TwoPaneScreen
      page={PAGES[settings.direction]}
      input={text}
      onInput={(next) => {
        setText(next);
        stale();
      }}
      onClear={stale}
      output={done?.text ?? ''}
      busy={busy}
      run={run}
      wrapLines
      controls={
        <Segmented legend="Mode" name="crypt-direction" value={settings.direction} options={directionOptions} onChange={(direction) => change({ direction })} />
      }
      panel={
        <KeyPanel
          value={settings}
          onChange={change}
          secret={secret}
          onSecret={(next) => {
            setSecret(next);
            stale();
          }}
          showSecret={showSecret}
          onShowSecret={setShowSecret}
          sampleHint={!encrypting && text === DECRYPT_SAMPLE}
        />
      }
      actions={
        <>
          <Button variant="primary" icon={encrypting ? Lock : LockOpen} onClick={run} busy={busy} busyLabel={encrypting ? 'Encrypting…' : 'Decrypting…'}>
            {encrypting ? 'Encrypt' : 'Decrypt'}
          </Button>
          <Button icon={ArrowDownUp} onClick={swap} disabled={!done}>
            {encrypting ? 'Decrypt the result' : 'Encrypt the result'}
          </Button>
          {busy && <StatusLine busy>{encrypting ? 'Encrypting…' : 'Decrypting…'}</StatusLine>}
        </>
      }
      error={result?.ok === false ? result.message : null}
      notes={
        done && (
          <div className="space-y-2">
            <OutputNotes
              title="How it was encrypted"
              label="Cipher details"
              items={done.details.map(({ label, value }) => (
                <>
                  {label}: <code className="break-all">{value}</code>
                </>
              ))}
            />
            <OutputNotes title="Good to know" items={done.notes} />
          </div>
        )
      }
    />
  );
}
