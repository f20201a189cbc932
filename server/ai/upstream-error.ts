import type { ApiFailure } from '../errors';
import { API_ERROR_PREFIX } from '@contract/messages';

/** The ways an upstream call fails, as far as a visitor needs to know. */
export type UpstreamFailure =
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'server-error'; status: number }
  | { kind: 'rejected'; status: number }
  | { kind: 'bad-credentials' }
  | { kind: 'unreachable' }
  | { kind: 'unreadable' }
  /** A JSON task's answer that is not JSON. The text stays on the server unless the task reads it (AiTask notJson). */
  | { kind: 'not-json'; answer: string }
  | { kind: 'empty' }
  /** A whole answer longer than a few times what the task lets the model write (see maxAnswerBytes): the call was dropped. */
  | { kind: 'too-large'; maxBytes: number }
  /** An answer that is not the shape of its task (server/ai/answer-shapes.ts): `problem` says how, in our words. */
  | { kind: 'off-task'; problem: string }
  | { kind: 'blocked' }
  | { kind: 'timeout'; seconds: number };

/** Thrown by providers (and by the time limit) in place of any SDK or network error. */
export class AiUpstreamError extends Error {
  constructor(readonly failure: UpstreamFailure) {
    super(`AI provider failure: ${failure.kind}`);
    this.name = 'AiUpstreamError';
  }
}

/** The spec's service-layer wording; the browser prefixes it with "An error occurred: ". */
const PREFIX = API_ERROR_PREFIX;

/** Used when a provider says "slow down" without saying for how long. */
export const DEFAULT_RETRY_AFTER_SECONDS = 30;

/**
 * The longest wait passed on. A provider asking for more has spent a daily quota, or sent a broken
 * header (999999999): nobody keeps a tab open that long, and a client or proxy that obeys Retry-After
 * must not be told to stay away for years. After ten minutes the next call asks the provider again.
 */
export const MAX_RETRY_AFTER_SECONDS = 600;

export interface HttpFailure {
  status: 422 | 429 | 502 | 504;
  body: ApiFailure;
}

/** The status and body the client gets for an upstream failure: a clear sentence, never the provider's own words. */
export function httpFailureOf(failure: UpstreamFailure): HttpFailure {
  const fail = (status: HttpFailure['status'], code: ApiFailure['code'], detail: string): HttpFailure => ({
    status,
    body: { error: `${PREFIX} ${detail}`, code },
  });
  switch (failure.kind) {
    case 'rate-limited':
      return {
        status: 429,
        body: {
          error: `${PREFIX} The AI provider is rate limiting this server. Try again in ${failure.retryAfterSeconds} s.`,
          code: 'upstream_rate_limited',
          retryAfterSeconds: failure.retryAfterSeconds,
        },
      };
    case 'server-error':
      return fail(502, 'upstream_error', `The AI provider failed (HTTP ${failure.status}).`);
    case 'rejected':
      return fail(502, 'upstream_error', `The AI provider rejected the request (HTTP ${failure.status}).`);
    case 'bad-credentials':
      return fail(502, 'upstream_error', "The AI provider rejected this server's API key.");
    case 'unreachable':
      return fail(502, 'upstream_error', 'Could not reach the AI provider.');
    case 'unreadable':
    case 'not-json':
      return fail(502, 'upstream_error', 'The AI provider sent an answer that could not be read.');
    case 'empty':
      return fail(502, 'upstream_error', 'The AI provider returned no content.');
    case 'too-large':
      return fail(502, 'upstream_error', `The AI provider sent an answer too large to read (over ${Math.floor(failure.maxBytes / 1024)} KB).`);
    case 'off-task':
      return fail(502, 'upstream_error', `The AI answer did not fit the task: ${failure.problem}.`);
    case 'blocked':
      return fail(422, 'blocked', 'The AI provider blocked this response for safety reasons. Try rewording your prompt.');
    case 'timeout':
      return fail(504, 'upstream_timeout', `The AI provider did not answer within ${failure.seconds} s.`);
  }
}
