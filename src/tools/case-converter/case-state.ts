import { z } from 'zod';
import { shapeOf } from '@/lib/stored-value';
import { CASE_IDS, type CaseId, type CaseOptions } from './cases.logic';
import { DEFAULT_SLUG_OPTIONS } from './slug.logic';

export interface CaseState extends CaseOptions {
  text: string;
  target: CaseId;
}

export const DEFAULT_CASE_STATE: CaseState = { text: '', target: 'camel', separateNumbers: false, slug: DEFAULT_SLUG_OPTIONS };

/**
 * What a share link, an alias or a remembered input may carry; every field falls back to its default,
 * so an alias can preset only the case (`{ target: 'slug' }`).
 */
export const caseStateShape = shapeOf<CaseState>(
  z.object({
    text: z.string().max(2_000_000).default(DEFAULT_CASE_STATE.text),
    target: z.enum(CASE_IDS).default(DEFAULT_CASE_STATE.target),
    separateNumbers: z.boolean().default(DEFAULT_CASE_STATE.separateNumbers),
    slug: z
      .object({
        separator: z.string().max(10).default(DEFAULT_SLUG_OPTIONS.separator),
        lowercase: z.boolean().default(DEFAULT_SLUG_OPTIONS.lowercase),
        transliterate: z.boolean().default(DEFAULT_SLUG_OPTIONS.transliterate),
        splitCamelCase: z.boolean().default(DEFAULT_SLUG_OPTIONS.splitCamelCase),
      })
      .default(DEFAULT_SLUG_OPTIONS),
  }),
);
