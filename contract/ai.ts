import * as z from 'zod/mini';

/**
 * Why a request failed, for code that reacts to the kind of failure (the browser shows our own
 * rate limit differently from the provider's). The message in `error` is always fit to show.
 */
const apiErrorCodeSchema = z.enum([
  'bad_request',
  'too_large',
  /** The body is not sent as application/json (415). */
  'unsupported_media_type',
  'not_found',
  /** The path exists but takes other methods, listed in the Allow header (405). */
  'method_not_allowed',
  'unavailable',
  'rate_limited',
  /** Every upstream slot is taken: the server sheds the call rather than queue it; Retry-After says when to try again. */
  'overloaded',
  'upstream_rate_limited',
  'upstream_error',
  'upstream_timeout',
  'blocked',
  /** The model answered a JSON task with a plain-text failure report; `error` is that text (bounded), shown as it is. */
  'model_error',
  /** The instance is stopping (a deploy, a scale-in) and ended the call; trying again reaches another. */
  'shutting_down',
  'internal',
]);
export type ApiErrorCode = z.infer<typeof apiErrorCodeSchema>;

/** The one error body every /api route answers with. Never carries a key, a stack or a provider's raw body. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.optional(apiErrorCodeSchema),
  /** Seconds to wait before trying again; mirrors the Retry-After header of a 429. */
  retryAfterSeconds: z.optional(z.int().check(z.positive())),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/**
 * A streamed AI answer is newline-delimited JSON (application/x-ndjson): text pieces in order,
 * then exactly one `done` or `error` line. A body that ends without either was cut off.
 */
export const aiStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string() }),
  z.object({ type: z.literal('done') }),
  z.extend(apiErrorSchema, { type: z.literal('error') }),
]);
export type AiStreamEvent = z.infer<typeof aiStreamEventSchema>;

export const AI_STREAM_CONTENT_TYPE = 'application/x-ndjson';
