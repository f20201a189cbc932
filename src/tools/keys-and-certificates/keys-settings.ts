import * as z from 'zod/mini';
import { toolSettings } from '@/lib/tool-settings';
import { OUTPUT_FORMATS } from './key-outputs.logic';
import { CURVES } from './key-material.logic';
import { RSA_SIZES } from './keygen.logic';

/** The tool's settings: remembered (when the visitor opts in), in a share link and preset by aliases. Never a key or a passphrase. */

export const MODES = ['inspect', 'generate'] as const;
export const ALGORITHMS = ['RSA', 'EC', 'Ed25519'] as const;

/** A link's or alias's state names some fields; any other key (a pasted key, a passphrase) is dropped. */
export const SETTINGS = toolSettings({
  mode: [z.enum(MODES), 'inspect'],
  algorithm: [z.enum(ALGORITHMS), 'RSA'],
  rsaBits: [z.enum(RSA_SIZES), '2048'],
  curve: [z.enum(CURVES), 'P-256'],
  format: [z.enum(OUTPUT_FORMATS.values), 'pkcs8'],
});
export const { DEFAULT_SETTINGS } = SETTINGS;

export type KeySettings = typeof DEFAULT_SETTINGS;
