import * as z from 'zod/mini';
import { ALGORITHM_SETS, type AlgorithmSet } from '@/lib/hashing/algorithms';
import { DIGEST_FORMS, type DigestForm } from '@/lib/hashing/digest-text';
import { TEXT_ENCODINGS, type TextEncoding } from '@/lib/hashing/byte-input';
import { shapeOf } from '@/lib/stored-value';

/** The visitor's choices: remembered when asked and preset by aliases. Never the text or the file (it may be a password). */
export interface HashSettings {
  read: TextEncoding;
  set: AlgorithmSet;
  form: DigestForm;
}

export const DEFAULT_SETTINGS: HashSettings = { read: 'utf8', set: 'all', form: 'hex' };

const schema = z.object({
  read: z.enum(TEXT_ENCODINGS.values),
  set: z.enum(ALGORITHM_SETS.values),
  form: z.enum(DIGEST_FORMS.values),
});

export const settingsShape = shapeOf<HashSettings>(schema);
/** An alias or a link names some fields; the rest keep the visitor's own. */
export const sharedSettingsShape = shapeOf<Partial<HashSettings>>(z.partial(schema));
