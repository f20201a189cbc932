import type { SegmentKind } from './jwt-decode.logic';

/**
 * How each part of a token is drawn, as people know it from jwt.io. The underline style differs
 * per part too (solid, dashed, dotted), so the parts are told apart without colour.
 */
export const SEGMENT_STYLES: Record<SegmentKind, string> = {
  header: 'text-rose-600 underline decoration-solid decoration-1 underline-offset-4 dark:text-rose-400',
  payload: 'text-violet-600 underline decoration-dashed decoration-1 underline-offset-4 dark:text-violet-400',
  signature: 'text-sky-700 underline decoration-dotted decoration-2 underline-offset-4 dark:text-sky-400',
  extra: 'text-slate-500 dark:text-slate-400',
  dot: 'text-slate-500 dark:text-slate-400',
};

/** Text colour alone, for the decoded Header and Payload panels. */
export const SEGMENT_TEXT: Record<'header' | 'payload', string> = {
  header: 'text-rose-700 dark:text-rose-300',
  payload: 'text-violet-700 dark:text-violet-300',
};
