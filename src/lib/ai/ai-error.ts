import type { ApiErrorCode } from '@contract/ai';
import { UNKNOWN_ERROR } from '@contract/messages';
import { JobFailure } from '@/lib/job-failure';

/** A failed call to /api/ai: its message is the sentence to show after "An error occurred: ". */
export class AiRequestError extends Error {
  constructor(
    message: string,
    readonly code?: ApiErrorCode,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AiRequestError';
  }
}

/** What every AI action says when the browser has no network (the app itself works offline). */
export const OFFLINE_MESSAGE = 'You are offline: AI features need a connection. Local engines still work.';

/** An AI call that failed because the browser is offline; shown as it is, without the error prefix. */
export class AiOfflineError extends AiRequestError {
  constructor() {
    super(OFFLINE_MESSAGE);
    this.name = 'AiOfflineError';
  }
}

/** True when the browser reports no network (navigator.onLine is false). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && !navigator.onLine;
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * What the screen shows for a failed run, in the spec's words: "An error occurred: {detail}",
 * or "An unknown error occurred." for a thrown non-error. Our own rate limit speaks for itself
 * ("Too many requests. Try again in N s."), and so does being offline, and so does a Local job that
 * failed (its message is already a sentence). A run the visitor stopped shows nothing.
 */
export function screenMessage(error: unknown): string | null {
  if (isAbort(error)) return null;
  if (error instanceof AiOfflineError || error instanceof JobFailure) return error.message;
  if (error instanceof AiRequestError && error.code === 'rate_limited') return error.message;
  if (error instanceof Error) return `An error occurred: ${error.message}`;
  return UNKNOWN_ERROR;
}
