import * as z from 'zod/mini';
import { shapeOf } from '@/lib/stored-value';
import { DELIMITERS } from './csv.logic';
import { DEFAULT_OPTIONS, FORMATS, type ConvertOptions, type Format } from './convert.logic';
import { SAMPLES } from './samples';

/** Which pane the visitor last typed in: its text is the source, the other pane is computed from it. */
export type Side = 'from' | 'to';

export interface ConverterState {
  from: Format;
  to: Format;
  text: string;
  side: Side;
  options: ConvertOptions;
}

const optionsSchema = z.object({
  indent: z.int().check(z.minimum(0), z.maximum(8)),
  delimiter: z.enum(['auto', ...DELIMITERS]),
  header: z.enum(['auto', 'yes', 'no']),
  inferTypes: z.boolean(),
});

const fullSchema = z.object({
  from: z.enum(FORMATS),
  to: z.enum(FORMATS),
  text: z.string().check(z.maxLength(200_000)),
  side: z.enum(['from', 'to']),
  options: optionsSchema,
});

/** A share link or an alias (`{ from: 'yaml', to: 'json' }`) may leave out the text and the options. */
const presetSchema = z.extend(z.partial(fullSchema, { text: true, side: true }), { options: z.optional(z.partial(optionsSchema)) });

export const storedShape = shapeOf(fullSchema);
export const presetShape = shapeOf(presetSchema);
export type ConverterPreset = z.infer<typeof presetSchema>;

export const DEFAULT_STATE: ConverterState = { from: 'json', to: 'yaml', text: SAMPLES.json, side: 'from', options: DEFAULT_OPTIONS };

/** A preset made whole: without text, the From format's sample. */
export function fromPreset(preset: ConverterPreset): ConverterState {
  return {
    from: preset.from,
    to: preset.to,
    text: preset.text ?? SAMPLES[preset.from],
    side: preset.side ?? 'from',
    options: { ...DEFAULT_OPTIONS, ...preset.options },
  };
}
