import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

export interface RequestIdVariables {
  requestId: string;
}

export const REQUEST_ID_HEADER = 'X-Request-Id';

// A load balancer's id is kept so one request can be followed across logs; anything else (too
// long, odd characters that could forge log lines) is replaced rather than echoed.
const ACCEPTABLE_ID = /^[\w.:-]{1,128}$/;

export function requestIdOf(header: string | undefined): string {
  return header !== undefined && ACCEPTABLE_ID.test(header) ? header : randomUUID();
}

/** Gives every request an id, returns it on every response (errors and static files too) and keeps it for the log line. */
export const requestId: MiddlewareHandler<{ Variables: RequestIdVariables }> = async (c, next) => {
  const id = requestIdOf(c.req.header(REQUEST_ID_HEADER));
  c.set('requestId', id);
  await next();
  c.res.headers.set(REQUEST_ID_HEADER, id);
};
