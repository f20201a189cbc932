import { useCallback, useState } from 'react';
import { Segmented } from '@/components/ui/segmented';
import { useToolSettings } from '@/hooks/use-tool-settings';
import { GeneratePanel } from './generate-panel';
import { InspectPanel } from './inspect-panel';
import { SETTINGS, type KeySettings } from './keys-settings';

interface KeysAndCertificatesScreenProps {
  /** Where the time comes from, for a certificate's countdown: Date.now, or a test's clock. */
  clock?: () => number;
}

const modeOptions = [
  { value: 'inspect', label: 'Decode / convert' },
  { value: 'generate', label: 'Generate key pair' },
] as const;

export default function KeysAndCertificatesScreen({ clock }: KeysAndCertificatesScreenProps) {
  const [settings, setSettings] = useToolSettings(SETTINGS);
  const onChange = useCallback((change: Partial<KeySettings>) => setSettings((previous) => ({ ...previous, ...change })), [setSettings]);
  // Pasted keys and passphrases are plain state here and in the panels: never remembered, never in a link, never logged.
  const [pasted, setPasted] = useState('');

  return (
    <div className="space-y-4">
      <Segmented legend="Mode" hideLegend name="keys-mode" value={settings.mode} options={modeOptions} onChange={(mode) => onChange({ mode })} />
      {settings.mode === 'inspect' ? (
        <InspectPanel text={pasted} onText={setPasted} settings={settings} onChange={onChange} clock={clock} />
      ) : (
        <GeneratePanel settings={settings} onChange={onChange} />
      )}
    </div>
  );
}
