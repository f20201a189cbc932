import * as z from 'zod/mini';
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
    text: z._default(z.string().check(z.maxLength(2_000_000)), DEFAULT_CASE_STATE.text),
    target: z._default(z.enum(CASE_IDS), DEFAULT_CASE_STATE.target),
    separateNumbers: z._default(z.boolean(), DEFAULT_CASE_STATE.separateNumbers),
    slug: z._default(
      z.object({
        separator: z._default(z.string().check(z.maxLength(10)), DEFAULT_SLUG_OPTIONS.separator),
        lowercase: z._default(z.boolean(), DEFAULT_SLUG_OPTIONS.lowercase),
        transliterate: z._default(z.boolean(), DEFAULT_SLUG_OPTIONS.transliterate),
        splitCamelCase: z._default(z.boolean(), DEFAULT_SLUG_OPTIONS.splitCamelCase),
      }),
      DEFAULT_SLUG_OPTIONS,
    ),
  }),
);
