import * as z from 'zod/mini';
import { TEXT_ENCODINGS, type TextEncoding } from '@/lib/hashing/byte-input';
import { DIGEST_FORMS, type DigestForm } from '@/lib/hashing/digest-text';
import { shapeOf } from '@/lib/stored-value';

/** How the key and message are read and the MACs written: remembered when asked, preset by links. Never the key itself. */
export interface HmacSettings {
  keyAs: TextEncoding;
  read: TextEncoding;
  form: DigestForm;
}

export const DEFAULT_SETTINGS: HmacSettings = { keyAs: 'utf8', read: 'utf8', form: 'hex' };

const encoding = z.enum(TEXT_ENCODINGS.values);
const schema = z.object({ keyAs: encoding, read: encoding, form: z.enum(DIGEST_FORMS.values) });

export const settingsShape = shapeOf<HmacSettings>(schema);
/** A link names some fields; a `key` in it is dropped with the other unknown keys. */
export const sharedSettingsShape = shapeOf<Partial<HmacSettings>>(z.partial(schema));
