import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ApiErrorCode } from '../contract/ai';

export function redact(text: string, secrets: readonly string[]): string {
  return secrets.reduce((result, secret) => result.split(secret).join('[redacted]'), text);
}

/** Logs a failure with its stack only, secrets redacted (see errorHandler). */
export function logServerError(method: string, path: string, err: unknown, secrets: readonly string[]): void {
  const text = err instanceof Error ? (err.stack ?? String(err)) : String(err);
  console.error(`DevDeck: ${method} ${path} failed: ${redact(text, secrets)}`);
}

/**
 * The app's one error handler. It logs the stack only: SDK errors carry request bodies
 * (the user's input) as properties, and a key can end up in a message, hence the redaction.
 */
export function errorHandler(secrets: readonly string[]): ErrorHandler {
  return (err, c) => {
    if (err instanceof HTTPException && err.status < 500) {
      const code: ApiErrorCode = err.status === 413 ? 'too_large' : err.status === 404 ? 'not_found' : 'bad_request';
      return c.json({ error: err.message || 'Bad request', code }, err.status, { 'Cache-Control': 'no-store' });
    }
    logServerError(c.req.method, c.req.path, err, secrets);
    return c.json({ error: 'Internal server error', code: 'internal' }, 500, { 'Cache-Control': 'no-store' });
  };
}
