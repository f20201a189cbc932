import * as z from 'zod/mini';

/** How secrets are masked and what of them stays visible: settings, remembered and shared; never the text. */
export const MASK_CHARS = ['*', '•', 'x', '#'] as const;

export const optionsSchema = z.object({
  maskChar: z.enum(MASK_CHARS),
  /** Credentials masked with 8 mask characters whatever their length, so the mask does not tell it. */
  hideLength: z.boolean(),
  /** First and last characters of a credential left visible (only when it is at least four times as long). */
  keepStart: z.number().check(z.int(), z.minimum(0), z.maximum(8)),
  keepEnd: z.number().check(z.int(), z.minimum(0), z.maximum(8)),
  /** "password=" and "Authorization:" stay; off, the key is masked with its value (not in JSON, whose keys stay). */
  keepKeyNames: z.boolean(),
  emails: z.boolean(),
  emailDomain: z.boolean(),
  ips: z.boolean(),
  /** Leading parts of an address left visible: IPv4 octets or IPv6 groups, 0 to 3. */
  ipParts: z.number().check(z.int(), z.minimum(0), z.maximum(3)),
  cards: z.boolean(),
  cardLast4: z.boolean(),
});

export type MaskOptions = z.infer<typeof optionsSchema>;

export const DEFAULT_OPTIONS: MaskOptions = {
  maskChar: '*',
  hideLength: true,
  keepStart: 0,
  keepEnd: 0,
  keepKeyNames: true,
  emails: true,
  emailDomain: true,
  ips: true,
  ipParts: 0,
  cards: true,
  cardLast4: true,
};
