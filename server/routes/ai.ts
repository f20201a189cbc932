import { zValidator } from '@hono/zod-validator';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import type { ApiError } from '../../contract/ai';
import type { AiProvider } from '../ai/provider';
import { runTask } from '../ai/run-task';
import type { AiTask } from '../ai/task';
import { logServerError } from '../errors';
import { clientAddress, rateLimit } from '../rate-limit/middleware';
import type { RateLimiter } from '../rate-limit/token-bucket';
import type { AiLogVariables } from '../request-log';

export interface AiRouteOptions {
  provider: AiProvider | null;
  tasks: readonly AiTask[];
  timeoutMs: number;
  limiter: RateLimiter;
  secrets: readonly string[];
  /** Proxies in front of the server whose X-Forwarded-For entries are believed (see clientAddress). */
  trustProxyHops?: number;
}

/** The tasks this provider can run: all of a task's needs among the provider's capabilities. */
export function availableTasks(provider: AiProvider | null, tasks: readonly AiTask[]): AiTask[] {
  return provider ? tasks.filter((task) => task.needs.every((need) => provider.capabilities.has(need))) : [];
}

// A response sent before the body is read must close the connection: the unread body would
// otherwise be taken for the next request on it (see LIBRARY-NOTES).
const EARLY = { 'Cache-Control': 'no-store', Connection: 'close' };

/** POST /api/ai/<task> for every task: availability, body size, validation, rate limit, then the call. */
export function aiRoute({ provider, tasks, timeoutMs, limiter, secrets, trustProxyHops = 0 }: AiRouteOptions): Hono<{ Variables: AiLogVariables }> {
  const app = new Hono<{ Variables: AiLogVariables }>();
  const available = new Set(availableTasks(provider, tasks));
  for (const task of tasks) {
    app.post(
      `/${task.id}`,
      async (c, next) => {
        c.set('tier', task.tier);
        if (provider && available.has(task)) return next();
        return c.json(unavailable(provider), 503, EARLY);
      },
      bodyLimit({
        maxSize: task.maxBodyBytes,
        onError: (c) => c.json({ error: `Request body is too large: at most ${Math.floor(task.maxBodyBytes / 1024)} KB.`, code: 'too_large' } satisfies ApiError, 413, EARLY),
      }),
      zValidator('json', task.input, (result, c) => {
        if (result.success) return undefined;
        const issue = result.error.issues[0];
        const status = issue?.code === 'too_big' ? 413 : 400;
        return c.json({ error: messageOf(issue), code: status === 413 ? 'too_large' : 'bad_request' } satisfies ApiError, status, { 'Cache-Control': 'no-store' });
      }),
      rateLimit(limiter, (c) => clientAddress(c, trustProxyHops)) as MiddlewareHandler,
      async (c) => {
        const run = await runTask(task, c.req.valid('json'), {
          // Checked by the first middleware.
          provider: provider as AiProvider,
          timeoutMs,
          requestSignal: c.req.raw.signal,
          reportBug: (error) => logServerError(c.req.method, c.req.path, error, secrets),
        });
        c.set('outcome', run.outcome);
        return run.response;
      },
    );
  }
  return app;
}

function unavailable(provider: AiProvider | null): ApiError {
  const error = provider
    ? 'This AI feature needs Gemini: set GEMINI_API_KEY on the server.'
    : 'AI is not configured on this server: set GEMINI_API_KEY (or OPENAI_BASE_URL and OPENAI_MODEL) and restart it.';
  return { error, code: 'unavailable' };
}

function messageOf(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'Invalid request.';
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}. The server chooses the model and writes the prompt.`;
  // Our own schemas word their limits as sentences; the rest get the field's name.
  if (issue.code === 'too_big' || issue.code === 'too_small' || issue.code === 'custom') return issue.message;
  return `Invalid ${issue.path.join('.') || 'request'}: ${issue.message}.`;
}
