import * as z from 'zod/mini';
import { toolSettings } from '@/lib/tool-settings';
import { CODE_TARGETS } from './code-targets';

/**
 * The tool's non-secret choices: remembered (when the visitor opts in), put in share links and preset by aliases.
 * Never what is typed or pasted: passwords, Authorization headers, cookies and curl commands carry credentials.
 */

export const PANELS = ['basic', 'cookies', 'curl'] as const;
export type PanelId = (typeof PANELS)[number];

export const SETTINGS = toolSettings({
  panel: [z.enum(PANELS), 'basic'],
  cookieHeader: [z.enum(['cookie', 'set-cookie']), 'set-cookie'],
  direction: [z.enum(['to-code', 'to-curl']), 'to-code'],
  target: [z.enum(CODE_TARGETS), 'fetch'],
});
export const { DEFAULT_SETTINGS } = SETTINGS;

export type HttpSettings = typeof DEFAULT_SETTINGS;
