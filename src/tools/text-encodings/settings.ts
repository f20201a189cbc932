import * as z from 'zod/mini';
import { shapeOf } from '@/lib/stored-value';
import { CHARSETS } from './charsets.logic';
import type { Separator } from './radix-bytes.logic';
import { ENCODINGS, type Encoding } from './text-encodings.logic';

export type Mode = 'encode' | 'decode' | 'hexdump' | 'mojibake';

/** The choices the visitor makes, kept when "Remember my inputs" is on; the text itself never is (it may be a key, or 10 MB). */
export interface Settings {
  mode: Mode;
  encoding: Encoding;
  separator: Separator;
  upperCase: boolean;
  delimiters: boolean;
  wordKind: 'B' | 'Q';
  /** The charset text is written in before encoding (single-byte sets and UTF). */
  writeAs: string;
  /** The charset decoded bytes are read in. */
  readAs: string;
}

export const DEFAULT_SETTINGS: Settings = {
  mode: 'encode',
  encoding: 'hex',
  separator: 'space',
  upperCase: false,
  delimiters: true,
  wordKind: 'B',
  writeAs: 'utf-8',
  readAs: 'utf-8',
};

export const SEPARATORS: { value: Separator; label: string }[] = [
  { value: 'space', label: 'Space' },
  { value: 'none', label: 'None' },
  { value: 'comma', label: 'Comma' },
  { value: 'colon', label: 'Colon' },
  { value: 'newline', label: 'Line feed' },
  { value: '0x', label: '0x prefix' },
  { value: '0x-comma', label: '0x with comma' },
  { value: 'backslash-x', label: '\\x prefix' },
  { value: 'percent', label: '% prefix' },
];

const charsetIds = CHARSETS.map((charset) => charset.id) as [string, ...string[]];

/** What an alias (`#/text-to-binary`), a link or a remembered setting may carry; each field falls back to its default. */
export const settingsShape = shapeOf<Settings>(
  z.object({
    mode: z._default(z.enum(['encode', 'decode', 'hexdump', 'mojibake']), DEFAULT_SETTINGS.mode),
    encoding: z._default(z.enum(ENCODINGS.map((entry) => entry.value)), DEFAULT_SETTINGS.encoding),
    separator: z._default(z.enum(SEPARATORS.map((entry) => entry.value)), DEFAULT_SETTINGS.separator),
    upperCase: z._default(z.boolean(), DEFAULT_SETTINGS.upperCase),
    delimiters: z._default(z.boolean(), DEFAULT_SETTINGS.delimiters),
    wordKind: z._default(z.enum(['B', 'Q']), DEFAULT_SETTINGS.wordKind),
    writeAs: z._default(z.enum(charsetIds), DEFAULT_SETTINGS.writeAs),
    readAs: z._default(z.enum(charsetIds), DEFAULT_SETTINGS.readAs),
  }),
);
