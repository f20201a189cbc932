import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';

export function redact(text: string, secrets: readonly string[]): string {
  return secrets.reduce((result, secret) => result.split(secret).join('[redacted]'), text);
}

/**
 * The app's one error handler. It logs the stack only: SDK errors carry request bodies
 * (the user's input) as properties, and a key can end up in a message, hence the redaction.
 */
export function errorHandler(secrets: readonly string[]): ErrorHandler {
  return (err, c) => {
    if (err instanceof HTTPException && err.status < 500) {
      return c.json({ error: err.message || 'Bad request' }, err.status, { 'Cache-Control': 'no-store' });
    }
    console.error(`DevDeck: ${c.req.method} ${c.req.path} failed: ${redact(err.stack ?? String(err), secrets)}`);
    return c.json({ error: 'Internal server error' }, 500, { 'Cache-Control': 'no-store' });
  };
}
