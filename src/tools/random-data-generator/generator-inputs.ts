import * as z from 'zod/mini';
import { shapeOf } from '@/lib/stored-value';
import type { Settings } from './generator-options';
import { OUTPUT_FORMATS } from './output-format.logic';
import { DATA_TYPE_KEYS, LOCALES } from './random-data-generator.logic';

// Shapes of what may come back from a share link or this device's storage: both are untrusted.
const dataType = z.enum(DATA_TYPE_KEYS);
const settingsSchema = z.object({
  type: dataType,
  locale: z.enum(LOCALES.map((locale) => locale.value)),
  format: z.enum(OUTPUT_FORMATS.map((format) => format.value)),
  extras: z.array(dataType).check(z.maxLength(DATA_TYPE_KEYS.length)),
  tableName: z.string().check(z.maxLength(128)),
  exampleEmails: z.boolean(),
  // Settings kept or shared before the switch existed get its default.
  csvSafe: z._default(z.boolean(), true),
});
const numberText = z.string().check(z.maxLength(24));

export const settingsShape = shapeOf<Settings>(settingsSchema);
export const numberTextShape = shapeOf(numberText);
/** A link carries the type and output settings, the count and the seed: the recipient gets the same rows. */
export const sharedShape = shapeOf(z.partial(z.object({ settings: settingsSchema, count: numberText, seed: numberText })));
