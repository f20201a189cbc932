import * as z from 'zod/mini';
import { shapeOf } from '@/lib/stored-value';
import { CODE_TARGETS } from './code-targets';

/**
 * The tool's non-secret choices: remembered (when the visitor opts in), put in share links and preset by aliases.
 * Never what is typed or pasted: passwords, Authorization headers, cookies and curl commands carry credentials.
 */

export const PANELS = ['basic', 'cookies', 'curl'] as const;
export type PanelId = (typeof PANELS)[number];

const settingsSchema = z.object({
  panel: z.enum(PANELS),
  cookieHeader: z.enum(['cookie', 'set-cookie']),
  direction: z.enum(['to-code', 'to-curl']),
  target: z.enum(CODE_TARGETS),
});

export type HttpSettings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: HttpSettings = { panel: 'basic', cookieHeader: 'set-cookie', direction: 'to-code', target: 'fetch' };

export const settingsShape = shapeOf(settingsSchema);
export const sharedSettingsShape = shapeOf(z.partial(settingsSchema));
