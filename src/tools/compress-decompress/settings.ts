import * as z from 'zod/mini';
import { shapeOf } from '@/lib/stored-value';
import type { FlateOptions } from './flate-mode';

export type Mode = 'compress' | 'decompress' | 'zip';

/** The choices the visitor makes, kept when "Remember my inputs" is on; the data itself never is (it may be 100 MB). */
export interface Settings extends FlateOptions {
  mode: Mode;
}

export const DEFAULT_SETTINGS: Settings = { mode: 'compress', format: 'gzip', level: 6, output: 'base64', read: 'auto' };

/** What an alias (`#/gzip-decompress`, `#/unzip`), a link or a remembered setting may carry; each field falls back to its default. */
export const settingsShape = shapeOf<Settings>(
  z.object({
    mode: z._default(z.enum(['compress', 'decompress', 'zip']), DEFAULT_SETTINGS.mode),
    format: z._default(z.enum(['gzip', 'zlib', 'deflate']), DEFAULT_SETTINGS.format),
    level: z._default(z.union([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((level) => z.literal(level as FlateOptions['level']))), DEFAULT_SETTINGS.level),
    output: z._default(z.enum(['base64', 'hex', 'file']), DEFAULT_SETTINGS.output),
    read: z._default(z.enum(['auto', 'base64', 'hex']), DEFAULT_SETTINGS.read),
  }),
);
