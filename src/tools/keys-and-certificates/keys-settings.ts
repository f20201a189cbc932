import * as z from 'zod/mini';
import { shapeOf } from '@/lib/stored-value';
import { OUTPUT_FORMATS } from './key-outputs.logic';
import { CURVES } from './key-material.logic';
import { RSA_SIZES } from './keygen.logic';

/** The tool's settings: remembered (when the visitor opts in), in a share link and preset by aliases. Never a key or a passphrase. */

export const MODES = ['inspect', 'generate'] as const;
export const ALGORITHMS = ['RSA', 'EC', 'Ed25519'] as const;

const settingsSchema = z.object({
  mode: z.enum(MODES),
  algorithm: z.enum(ALGORITHMS),
  rsaBits: z.enum(RSA_SIZES),
  curve: z.enum(CURVES),
  format: z.enum(OUTPUT_FORMATS.values),
});

export type KeySettings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: KeySettings = { mode: 'inspect', algorithm: 'RSA', rsaBits: '2048', curve: 'P-256', format: 'pkcs8' };

export const settingsShape = shapeOf(settingsSchema);
/** A link's or alias's state names some fields; any other key (a pasted key, a passphrase) is dropped. */
export const sharedSettingsShape = shapeOf(z.partial(settingsSchema));
