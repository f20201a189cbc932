import * as z from 'zod/mini';
import { toolSettings } from '@/lib/tool-settings';
import { ARGON2_TYPES, BCRYPT_VERSIONS, PBKDF2_DIGESTS } from './hash-format.logic';

/** The form's choices: remembered when the visitor opts in, preset by aliases. Never the password, a salt or a hash. */

export const ALGORITHMS = ['bcrypt', ...ARGON2_TYPES, 'scrypt', 'pbkdf2'] as const;
export type Algorithm = (typeof ALGORITHMS)[number];

const text = z.string().check(z.maxLength(12));
/**
 * The defaults are OWASP's Password Storage Cheat Sheet (2023) figures: Argon2id m=19 MiB, t=2, p=1; scrypt N=2^17, r=8, p=1; PBKDF2 600,000 (SHA-256).
 * A link's or alias's state names some fields; a password, salt or hash in it is dropped with the other unknown keys.
 */
export const SETTINGS = toolSettings({
  algorithm: [z.enum(ALGORITHMS), 'argon2id'],
  /** Numbers as typed, so a half-typed one stays on screen; params.logic.ts reads them. */
  bcryptCost: [text, '10'],
  bcryptVersion: [z.enum(BCRYPT_VERSIONS), '2b'],
  argonMemory: [text, '19456'],
  argonIterations: [text, '2'],
  argonParallelism: [text, '1'],
  argonLength: [text, '32'],
  scryptLogN: [text, '17'],
  scryptR: [text, '8'],
  scryptP: [text, '1'],
  scryptLength: [text, '32'],
  pbkdf2Digest: [z.enum(PBKDF2_DIGESTS), 'sha256'],
  pbkdf2Iterations: [text, '600000'],
  pbkdf2Length: [text, '32'],
  saltBytes: [text, '16'],
  /** The user name of the htpasswd line. */
  user: [z.string().check(z.maxLength(255)), 'user'],
});
export const { DEFAULT_SETTINGS } = SETTINGS;

export type Settings = typeof DEFAULT_SETTINGS;
