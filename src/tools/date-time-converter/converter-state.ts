import * as z from 'zod/mini';
import { shapeOf } from '@/lib/stored-value';
import { SNOWFLAKE_PRESETS, type SnowflakeScheme } from './id-time.logic';

const presetIds = SNOWFLAKE_PRESETS.map((preset) => preset.id) as [string, ...string[]];

// Untrusted (a link, this device's storage): lengths are capped; an unknown zone is shown as invalid.
export const stateSchema = z.object({
  text: z.string().check(z.maxLength(200)),
  zone: z.string().check(z.maxLength(100)),
  readAs: z.string().check(z.maxLength(40)),
  excelSystem: z.enum(['1900', '1904']),
  snowflake: z.enum([...presetIds, 'custom']),
  customEpoch: z.string().check(z.maxLength(40)),
});

export type ConverterState = z.infer<typeof stateSchema>;

export const stateShape = shapeOf<ConverterState>(stateSchema);
/** A link or an alias may carry only some fields; the rest keep their defaults. */
export const sharedShape = shapeOf<Partial<ConverterState>>(z.partial(stateSchema));

export const CUSTOM_EPOCH_PROBLEM = 'The custom epoch is a whole number of milliseconds since 1970, such as 1420070400000.';

/** The chosen Snowflake scheme and its name, or a sentence when the custom epoch is not a number. */
export function snowflakeChoice({ snowflake, customEpoch }: Pick<ConverterState, 'snowflake' | 'customEpoch'>): {
  scheme: SnowflakeScheme;
  name: string;
  problem: string | null;
} {
  const preset = SNOWFLAKE_PRESETS.find((entry) => entry.id === snowflake);
  if (preset) return { scheme: preset.scheme, name: preset.label.replace(/ \(.*$/, ''), problem: null };
  const epoch = customEpoch.trim();
  if (!/^-?\d{1,16}$/.test(epoch)) return { scheme: SNOWFLAKE_PRESETS[0].scheme, name: 'Twitter / X', problem: CUSTOM_EPOCH_PROBLEM };
  return { scheme: { epochMs: BigInt(epoch), shift: 22n }, name: `epoch ${epoch}`, problem: null };
}
