import type { MiddlewareHandler } from 'hono';
import type { Tier } from './ai/provider';
import type { Outcome } from './ai/run-task';
import type { RequestIdVariables } from './request-id';

/** Set by the AI routes for the log line: the tier called and, for a stream, when and how it ended. */
export interface AiLogVariables extends Partial<RequestIdVariables> {
  tier?: Tier;
  outcome?: Promise<Outcome>;
}

export type LogSink = (line: string) => void;

/**
 * One JSON line per request: its id, route, status, duration, tier and outcome. Never the body, a
 * header or a query string, so neither the visitor's input nor a secret reaches the log.
 */
export function requestLog(sink: LogSink, now: () => number = performance.now.bind(performance)): MiddlewareHandler<{ Variables: AiLogVariables }> {
  return async (c, next) => {
    const started = now();
    await next();
    const { status } = c.res;
    const write = (outcome: Outcome | undefined) =>
      sink(
        JSON.stringify({
          time: new Date().toISOString(),
          requestId: c.get('requestId') ?? null,
          method: c.req.method,
          route: c.req.path,
          status,
          durationMs: Math.round(now() - started),
          tier: c.get('tier') ?? null,
          outcome: outcome ?? (status < 400 ? 'ok' : `http-${status}`),
        }),
      );
    const outcome = c.get('outcome');
    // A stream's line is written when it ends, so its duration covers the whole answer.
    if (outcome) void outcome.then(write);
    else write(undefined);
  };
}

/** A warning for the operator, as one JSON line among the request lines. */
export function warningLine(event: string, message: string): string {
  return JSON.stringify({ time: new Date().toISOString(), level: 'warn', event, message });
}
