import * as z from 'zod/mini';
import { shapeOf } from '@/lib/stored-value';
import { ARGON2_TYPES, BCRYPT_VERSIONS, PBKDF2_DIGESTS } from './hash-format.logic';

/** The form's choices: remembered when the visitor opts in, preset by aliases. Never the password, a salt or a hash. */

export const ALGORITHMS = ['bcrypt', ...ARGON2_TYPES, 'scrypt', 'pbkdf2'] as const;
export type Algorithm = (typeof ALGORITHMS)[number];

const text = z.string().check(z.maxLength(12));
const settingsSchema = z.object({
  algorithm: z.enum(ALGORITHMS),
  /** Numbers as typed, so a half-typed one stays on screen; params.logic.ts reads them. */
  bcryptCost: text,
  bcryptVersion: z.enum(BCRYPT_VERSIONS),
  argonMemory: text,
  argonIterations: text,
  argonParallelism: text,
  argonLength: text,
  scryptLogN: text,
  scryptR: text,
  scryptP: text,
  scryptLength: text,
  pbkdf2Digest: z.enum(PBKDF2_DIGESTS),
  pbkdf2Iterations: text,
  pbkdf2Length: text,
  saltBytes: text,
  /** The user name of the htpasswd line. */
  user: z.string().check(z.maxLength(255)),
});

export type Settings = z.infer<typeof settingsSchema>;

/** OWASP's Password Storage Cheat Sheet (2023) figures: Argon2id m=19 MiB, t=2, p=1; scrypt N=2^17, r=8, p=1; PBKDF2 600,000 (SHA-256). */
export const DEFAULT_SETTINGS: Settings = {
  algorithm: 'argon2id',
  bcryptCost: '10',
  bcryptVersion: '2b',
  argonMemory: '19456',
  argonIterations: '2',
  argonParallelism: '1',
  argonLength: '32',
  scryptLogN: '17',
  scryptR: '8',
  scryptP: '1',
  scryptLength: '32',
  pbkdf2Digest: 'sha256',
  pbkdf2Iterations: '600000',
  pbkdf2Length: '32',
  saltBytes: '16',
  user: 'user',
};

export const settingsShape = shapeOf(settingsSchema);
/** A link's or alias's state names some fields; a password, salt or hash in it is dropped with the other unknown keys. */
export const sharedSettingsShape = shapeOf(z.partial(settingsSchema));
