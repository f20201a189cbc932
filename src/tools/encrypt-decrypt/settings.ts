import * as z from 'zod/mini';
import { shapeOf } from '@/lib/stored-value';
import { DEFAULT_SETTINGS, type CryptSettings } from './crypt-options.logic';

const number = z.string().check(z.maxLength(12));
const schema = z.object({
  direction: z.enum(['encrypt', 'decrypt']),
  format: z.enum(['devdeck', 'openssl']),
  cipher: z.enum(['aes-gcm', 'aes-cbc', 'chacha20-poly1305']),
  keyBits: z.enum(['128', '192', '256']),
  keyFrom: z.enum(['passphrase', 'raw']),
  kdf: z.enum(['pbkdf2', 'argon2id']),
  iterations: number,
  argonMemoryMiB: number,
  argonIterations: number,
  argonParallelism: number,
  opensslKdf: z.enum(['md5', 'sha256', 'pbkdf2']),
  opensslIterations: number,
  output: z.enum(['base64', 'base64-lines', 'hex']),
}) satisfies z.ZodMiniType<CryptSettings>;

/** What is remembered (when the visitor opts in). No field holds the passphrase, the key or the text, so none is ever kept. */
export const settingsShape = shapeOf<CryptSettings>(schema);
/** What an alias (`#/aes-decrypt`, IT-Tools' `#/encryption`) or a link may name; a `passphrase` or `text` in it is dropped. */
export const sharedSettingsShape = shapeOf(z.partial(schema));
export { DEFAULT_SETTINGS };
