import { KeyRound, X } from 'lucide-react';
import { useState } from 'react';
import { ErrorLine } from '@/components/error-line';
import { Panel } from '@/components/panel';
import { SideBySide } from '@/components/side-by-side';
import { StatusLine } from '@/components/status-line';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { formatNumber } from '@contract/format-number';
import { useLatestWins } from '@/hooks/use-latest-wins';
import { CURVES, type KeyMaterial } from './key-material.logic';
import { generateKeyPair, RSA_SIZES, type KeySpec } from './keygen.logic';
import { KeyView } from './key-view';
import type { KeySettings } from './keys-settings';

const algorithmOptions = [
  { value: 'RSA', label: 'RSA' },
  { value: 'EC', label: 'ECDSA' },
  { value: 'Ed25519', label: 'Ed25519' },
] as const;
const sizeOptions = RSA_SIZES.map((value) => ({ value, label: `${formatNumber(Number(value))} bits` }));
const curveOptions = CURVES.map((value) => ({ value, label: value }));

function specOf(settings: KeySettings): KeySpec {
  if (settings.algorithm === 'RSA') return { type: 'RSA', bits: Number(settings.rsaBits) };
  if (settings.algorithm === 'EC') return { type: 'EC', curve: settings.curve };
  return { type: 'Ed25519' };
}

/** Key generation: WebCrypto's, off the page's thread, with a busy state and Cancel (a cancelled key is dropped). */
export function GeneratePanel({ settings, onChange }: { settings: KeySettings; onChange: (change: Partial<KeySettings>) => void }) {
  // The generated key is a secret: plain state, gone when the tool closes.
  const [key, setKey] = useState<KeyMaterial | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const [busy, setBusy] = useState(false);
  const latest = useLatestWins();

  // WebCrypto generates off the page's thread; Cancel (or a new Generate) drops the running job's key when it comes.
  const generate = async () => {
    const ticket = latest.begin();
    setFailure(null);
    setCancelled(false);
    setBusy(true);
    try {
      const made = await generateKeyPair(specOf(settings));
      if (ticket.claim()) setKey(made);
    } catch (error) {
      if (ticket.claim()) setFailure(`Could not generate the key pair: ${error instanceof Error ? error.message : String(error)}.`);
    } finally {
      if (ticket.isLatest()) setBusy(false);
    }
  };
  const cancel = () => {
    latest.cancel();
    setBusy(false);
    setCancelled(true);
  };

  return (
    <SideBySide alignTop>
      <Panel title="Generate a key pair">
        <div className="flex flex-wrap items-end gap-3">
          <Field label="Algorithm">
            <Select value={settings.algorithm} options={algorithmOptions} onValue={(algorithm) => onChange({ algorithm })} />
          </Field>
          {settings.algorithm === 'RSA' && (
            <Field label="Key size">
              <Select value={settings.rsaBits} options={sizeOptions} onValue={(rsaBits) => onChange({ rsaBits })} />
            </Field>
          )}
          {settings.algorithm === 'EC' && (
            <Field label="Curve">
              <Select value={settings.curve} options={curveOptions} onValue={(curve) => onChange({ curve })} />
            </Field>
          )}
          <Button variant="primary" icon={KeyRound} busy={busy} busyLabel="Generating…" onClick={() => void generate()}>
            Generate
          </Button>
          {busy && (
            <Button icon={X} onClick={cancel}>
              Cancel
            </Button>
          )}
        </div>
        <div className="mt-3">
          {busy && (
            <StatusLine busy>
              {settings.algorithm === 'RSA' ? `Generating an RSA ${formatNumber(Number(settings.rsaBits))}-bit key…` : 'Generating…'}
            </StatusLine>
          )}
          {!busy && cancelled && <StatusLine>Cancelled: no key was made.</StatusLine>}
          <ErrorLine message={failure} />
        </div>
      </Panel>
      <div>{key && <KeyView material={key} source="Generated in this page" format={settings.format} onFormat={(format) => onChange({ format })} />}</div>
    </SideBySide>
  );
}
