import { useState } from 'react';
import * as z from 'zod/mini';
import { Segmented } from '@/components/ui/segmented';
import { useSharedState } from '@/hooks/use-shared-state';
import { shapeOf } from '@/lib/stored-value';
import { FlateMode, type FlateOptions } from './flate-mode';
import { ZipMode } from './zip-mode';

type Mode = 'compress' | 'decompress' | 'zip';

const modeOptions = [
  { value: 'compress', label: 'Compress' },
  { value: 'decompress', label: 'Decompress' },
  { value: 'zip', label: 'Zip' },
] as const;

/** What an alias presets (`#/gzip-decompress`, `#/unzip`): the mode, and the format to compress to. */
const presetShape = shapeOf(z.object({ mode: z.optional(z.enum(['compress', 'decompress', 'zip'])), format: z.optional(z.enum(['gzip', 'zlib', 'deflate'])) }));

export default function CompressDecompressScreen() {
  const preset = useSharedState(presetShape);
  const [mode, setMode] = useState<Mode>(preset?.mode ?? 'compress');
  // Kept here, so switching between Compress and Decompress keeps the choices made.
  const [options, setOptions] = useState<FlateOptions>({ format: preset?.format ?? 'gzip', level: 6, output: 'base64', read: 'auto' });

  return (
    <div className="space-y-4">
      <Segmented legend="Mode" name="compress-mode" value={mode} options={modeOptions} onChange={setMode} />
      {mode === 'zip' ? <ZipMode /> : <FlateMode key={mode} decompressing={mode === 'decompress'} options={options} onOptions={setOptions} />}
    </div>
  );
}
