import * as z from 'zod/mini';
import { toolSettings } from '@/lib/tool-settings';

/** How secrets are masked and what of them stays visible: settings, remembered and shared; never the text. */
export const MASK_CHARS = ['*', '•', 'x', '#'] as const;

/** An alias or a share link names some options; a text field in it is dropped with the other unknown keys. */
export const MASK_OPTIONS = toolSettings({
  maskChar: [z.enum(MASK_CHARS), '*'],
  /** Credentials masked with 8 mask characters whatever their length, so the mask does not tell it. */
  hideLength: [z.boolean(), true],
  /** First and last characters of a credential left visible (only when it is at least four times as long). */
  keepStart: [z.number().check(z.int(), z.minimum(0), z.maximum(8)), 0],
  keepEnd: [z.number().check(z.int(), z.minimum(0), z.maximum(8)), 0],
  /** "password=" and "Authorization:" stay; off, the key is masked with its value (not in JSON, whose keys stay). */
  keepKeyNames: [z.boolean(), true],
  emails: [z.boolean(), true],
  emailDomain: [z.boolean(), true],
  ips: [z.boolean(), true],
  /** Leading parts of an address left visible: IPv4 octets or IPv6 groups, 0 to 3. */
  ipParts: [z.number().check(z.int(), z.minimum(0), z.maximum(3)), 0],
  cards: [z.boolean(), true],
  cardLast4: [z.boolean(), true],
});

export const { DEFAULT_SETTINGS: DEFAULT_OPTIONS } = MASK_OPTIONS;
export type MaskOptions = typeof DEFAULT_OPTIONS;
