import * as z from 'zod/mini';
import { choices } from '@/lib/choices';
import { shapeOf } from '@/lib/stored-value';

/**
 * The generator's settings: remembered (when the visitor opts in), carried by a share link and preset by aliases.
 * Never a generated password or an analysed one: no shape here has a field for them.
 */

export const VIEWS = choices({ generate: 'Generate', analyse: 'Analyse strength' });
export type View = (typeof VIEWS.values)[number];
export const MODES = choices({ password: 'Password', passphrase: 'Passphrase', pin: 'PIN', bytes: 'Random bytes' });
export type Mode = (typeof MODES.values)[number];
export const BYTE_ENCODINGS = choices({ hex: 'Hex', base64url: 'Base64url', base64: 'Base64' });
export type ByteEncoding = (typeof BYTE_ENCODINGS.values)[number];

const text = (max: number) => z.string().check(z.maxLength(max));
const settingsSchema = z.object({
  view: z.enum(VIEWS.values as [View, ...View[]]),
  mode: z.enum(MODES.values as [Mode, ...Mode[]]),
  /** Numbers as typed, so a half-typed one stays on screen; generate.logic.ts reads them. */
  count: text(8),
  length: text(8),
  upper: z.boolean(),
  lower: z.boolean(),
  digits: z.boolean(),
  symbols: z.boolean(),
  custom: text(500),
  exclude: text(500),
  noLookAlikes: z.boolean(),
  eachSet: z.boolean(),
  words: text(8),
  separator: text(10),
  capitalise: z.boolean(),
  addNumber: z.boolean(),
  pinLength: text(8),
  byteCount: text(8),
  encoding: z.enum(BYTE_ENCODINGS.values as [ByteEncoding, ...ByteEncoding[]]),
});

export type GeneratorSettings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: GeneratorSettings = {
  view: 'generate',
  mode: 'password',
  count: '1',
  length: '20',
  upper: true,
  lower: true,
  digits: true,
  symbols: true,
  custom: '',
  exclude: '',
  noLookAlikes: false,
  eachSet: true,
  words: '6',
  separator: '-',
  capitalise: false,
  addNumber: false,
  pinLength: '6',
  byteCount: '32',
  encoding: 'hex',
};

export const settingsShape = shapeOf(settingsSchema);
/** A share link's or alias's state names some fields; unknown keys (a password among them) are dropped. */
export const sharedSettingsShape = shapeOf(z.partial(settingsSchema));
