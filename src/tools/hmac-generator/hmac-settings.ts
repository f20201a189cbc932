import * as z from 'zod/mini';
import { TEXT_ENCODINGS } from '@/lib/hashing/byte-input';
import { DIGEST_FORMS } from '@/lib/hashing/digest-text';
import { toolSettings } from '@/lib/tool-settings';

const encoding = z.enum(TEXT_ENCODINGS.values);
/**
 * How the key and message are read and the MACs written: remembered when asked, preset by links. Never the key itself.
 * A link names some fields; a `key` in it is dropped with the other unknown keys.
 */
export const SETTINGS = toolSettings({
  keyAs: [encoding, 'utf8'],
  read: [encoding, 'utf8'],
  form: [z.enum(DIGEST_FORMS.values), 'hex'],
});
export const { DEFAULT_SETTINGS } = SETTINGS;

export type HmacSettings = typeof DEFAULT_SETTINGS;
