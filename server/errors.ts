import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiError, ApiErrorCode } from '@contract/ai';

/** The one error body, with the code every failure of ours names. */
export type ApiFailure = ApiError & { code: ApiErrorCode };

/**
 * A request that fails with the one error body: middleware, validators and AI tasks throw it, and the
 * app's onError (errorHandler) answers it, so every failure gets the same shape and headers.
 */
export class ApiException extends HTTPException {
  readonly bodyUnread: boolean;

  /**
   * `bodyUnread`: thrown before the request body was read. The answer then closes the connection: the
   * unread body would otherwise be taken for the next request on it (see docs/library-notes.md).
   */
  constructor(
    status: ContentfulStatusCode,
    readonly body: ApiFailure,
    { bodyUnread = false }: { bodyUnread?: boolean } = {},
  ) {
    super(status, { message: body.error });
    this.name = 'ApiException';
    this.bodyUnread = bodyUnread;
  }
}

export function redact(text: string, secrets: readonly string[]): string {
  return secrets.reduce((result, secret) => result.split(secret).join('[redacted]'), text);
}

/** Logs a failure with its stack only, secrets redacted (see errorHandler). */
export function logServerError(method: string, path: string, err: unknown, secrets: readonly string[]): void {
  const text = err instanceof Error ? (err.stack ?? String(err)) : String(err);
  console.error(`DevDeck: ${method} ${path} failed: ${redact(text, secrets)}`);
}

/**
 * The app's one error handler. Our own failures and Hono's client errors (malformed JSON...) get
 * the one error body; anything else is a bug, logged with its stack only: SDK errors carry request
 * bodies (the user's input) as properties, and a key can end up in a message, hence the redaction.
 */
export function errorHandler(secrets: readonly string[]): ErrorHandler {
  return (err, c) => {
    const failure = err instanceof ApiException ? err : err instanceof HTTPException && err.status < 500 ? fromHono(err) : null;
    if (failure) return c.json(failure.body, failure.status, headersOf(failure));
    logServerError(c.req.method, c.req.path, err, secrets);
    return c.json({ error: 'Internal server error', code: 'internal' } satisfies ApiFailure, 500, { 'Cache-Control': 'no-store' });
  };
}

function fromHono(err: HTTPException): ApiException {
  const code: ApiErrorCode = err.status === 413 ? 'too_large' : err.status === 404 ? 'not_found' : 'bad_request';
  return new ApiException(err.status, { error: err.message || 'Bad request', code });
}

function headersOf({ body, bodyUnread }: ApiException): Record<string, string> {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (body.retryAfterSeconds !== undefined) headers['Retry-After'] = String(body.retryAfterSeconds);
  if (bodyUnread) headers.Connection = 'close';
  return headers;
}
