import * as z from 'zod/mini';
import { ALGORITHM_SETS } from '@/lib/hashing/algorithms';
import { TEXT_ENCODINGS } from '@/lib/hashing/byte-input';
import { DIGEST_FORMS } from '@/lib/hashing/digest-text';
import { toolSettings } from '@/lib/tool-settings';

/**
 * The visitor's choices: remembered when asked and preset by aliases. Never the text or the file (it may be a password).
 * An alias or a link names some fields; the rest keep the visitor's own.
 */
export const SETTINGS = toolSettings({
  read: [z.enum(TEXT_ENCODINGS.values), 'utf8'],
  set: [z.enum(ALGORITHM_SETS.values), 'all'],
  form: [z.enum(DIGEST_FORMS.values), 'hex'],
});
export const { DEFAULT_SETTINGS } = SETTINGS;

export type HashSettings = typeof DEFAULT_SETTINGS;
