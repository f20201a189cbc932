import { Segmented } from '@/components/ui/segmented';
import { useSharedState } from '@/hooks/use-shared-state';
import { useToolInput } from '@/hooks/use-tool-input';
import { FlateMode } from './flate-mode';
import { DEFAULT_SETTINGS, settingsShape, type Settings } from './settings';
import { ZipMode } from './zip-mode';

const modeOptions = [
  { value: 'compress', label: 'Compress' },
  { value: 'decompress', label: 'Decompress' },
  { value: 'zip', label: 'Zip' },
] as const;

export default function CompressDecompressScreen() {
  const shared = useSharedState(settingsShape);
  // Kept here, so switching between Compress and Decompress keeps the choices made.
  const [settings, setSettings] = useToolInput<Settings>('settings', DEFAULT_SETTINGS, settingsShape, { shared });
  const { mode, ...options } = settings;

  return (
    <div className="space-y-4">
      <Segmented legend="Mode" name="compress-mode" value={mode} options={modeOptions} onChange={(next) => setSettings({ ...settings, mode: next })} />
      {mode === 'zip' ? (
        <ZipMode />
      ) : (
        <FlateMode key={mode} decompressing={mode === 'decompress'} options={options} onOptions={(next) => setSettings({ ...next, mode })} />
      )}
    </div>
  );
}
