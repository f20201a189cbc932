import * as z from 'zod/mini';
import { choices } from '@/lib/choices';
import { toolSettings } from '@/lib/tool-settings';

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
/** A share link's or alias's state names some fields; unknown keys (a password among them) are dropped. */
export const SETTINGS = toolSettings({
  view: [z.enum(VIEWS.values), 'generate'],
  mode: [z.enum(MODES.values), 'password'],
  /** Numbers as typed, so a half-typed one stays on screen; generate.logic.ts reads them. */
  count: [text(8), '1'],
  length: [text(8), '20'],
  upper: [z.boolean(), true],
  lower: [z.boolean(), true],
  digits: [z.boolean(), true],
  symbols: [z.boolean(), true],
  custom: [text(500), ''],
  exclude: [text(500), ''],
  noLookAlikes: [z.boolean(), false],
  eachSet: [z.boolean(), true],
  words: [text(8), '6'],
  separator: [text(10), '-'],
  capitalise: [z.boolean(), false],
  addNumber: [z.boolean(), false],
  pinLength: [text(8), '6'],
  byteCount: [text(8), '32'],
  encoding: [z.enum(BYTE_ENCODINGS.values), 'hex'],
});
export const { DEFAULT_SETTINGS } = SETTINGS;

export type GeneratorSettings = typeof DEFAULT_SETTINGS;
