import { Segmented } from '@/components/ui/segmented';
import { useSharedState } from '@/hooks/use-shared-state';
import { useToolInput } from '@/hooks/use-tool-input';
import { ConvertMode } from './convert-mode';
import { HexdumpMode } from './hexdump-mode';
import { MojibakeMode } from './mojibake-mode';
import { DEFAULT_SETTINGS, settingsShape, type Settings } from './settings';

const modeOptions = [
  { value: 'encode', label: 'Encode' },
  { value: 'decode', label: 'Decode' },
  { value: 'hexdump', label: 'Hexdump a file' },
  { value: 'mojibake', label: 'Mojibake' },
] as const;

export default function TextEncodingsScreen() {
  const shared = useSharedState(settingsShape);
  const [settings, setSettings] = useToolInput<Settings>('settings', DEFAULT_SETTINGS, settingsShape, { shared });
  const { mode } = settings;

  return (
    <div className="space-y-4">
      <Segmented legend="Mode" name="text-encodings-mode" value={mode} options={modeOptions} onChange={(next) => setSettings({ ...settings, mode: next })} />
      {mode === 'encode' || mode === 'decode' ? (
        <ConvertMode key={mode} direction={mode} settings={settings} onSettings={setSettings} />
      ) : mode === 'hexdump' ? (
        <HexdumpMode />
      ) : (
        <MojibakeMode />
      )}
    </div>
  );
}
