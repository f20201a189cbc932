import { setMaxListeners } from 'node:events';
import { Hono } from 'hono';
import type { z } from 'zod';
import { config, locales, safeParse } from 'zod/mini';
import type { AiTaskId, AiTaskRequests } from '@contract/ai-tasks';
import { AI_NEEDS_GEMINI, AI_NOT_CONFIGURED_HELP } from '@contract/messages';
import type { AiProvider } from '../ai/provider';
import { runTask } from '../ai/run-task';
import type { AiTask } from '../ai/task';
import { ApiException, type ApiFailure, logServerError } from '../errors';
import { type AdmissionOptions, type AdmissionVariables, admit, callUpstream, InFlightLimit } from '../rate-limit/admission';
import { admitBody, type BodyAdmissionOptions, Turns } from '../rate-limit/body-admission';
import { BodyBudget } from '../rate-limit/body-budget';
import { clientKey } from '../rate-limit/client-address';
import type { RateLimiter } from '../rate-limit/token-bucket';
import type { AiLogVariables } from '../request-log';
import { forwardedClient, type ProxyTrust } from '../trusted-proxies';
import { cutAtShutdown } from './cut-at-shutdown';
import { jsonBodyLength, readJsonBody } from './json-body';
import { methodNotAllowed } from './method-not-allowed';

// The contracts are zod/mini schemas, which load no locale: without this a refused field would say only
// "Invalid input". Set here, not left to classic zod's import elsewhere setting it as a side effect.
config(locales.en());

export interface AiRouteOptions {
  provider: AiProvider | null;
  tasks: readonly AiTask[];
  timeoutMs: number;
  streamTimeoutMs: number;
  limiter: RateLimiter;
  secrets: readonly string[];
  /** Proxies in front of the server whose X-Forwarded-For entries are believed (see forwardedClient). */
  proxyTrust: ProxyTrust;
  /** IPv6 clients share a budget per prefix of this many bits (see clientKey). */
  ipv6Prefix: number;
  /** Requests of one client in flight at once. */
  maxInFlightPerClient: number;
  /** Upstream calls in flight at once, all clients together; past it, 503. */
  maxConcurrentCalls: number;
  /** Aborted when the shutdown grace is over: calls still running end in words (see cutAtShutdown). */
  shutdown: AbortSignal;
  /** Request body bytes being read at once, all clients together; past it, 503. */
  maxBodyBytesInFlight: number;
}

/** The tasks this provider can run: all of a task's needs among the provider's capabilities. */
export function availableTasks(provider: AiProvider | null, tasks: readonly AiTask[]): AiTask[] {
  return provider ? tasks.filter((task) => task.needs.every((need) => provider.capabilities.has(need))) : [];
}

type AiApp = Hono<{ Variables: AiLogVariables & AdmissionVariables }>;

/** POST /api/ai/<task> for every task. Every refusal and failed call is thrown, for the app's onError to answer. */
export function aiRoute(options: AiRouteOptions): AiApp {
  const { provider, tasks, limiter, proxyTrust, ipv6Prefix, maxInFlightPerClient, maxConcurrentCalls, maxBodyBytesInFlight } = options;
  const app: AiApp = new Hono();
  // Each call in flight listens on it (cutAtShutdown): no "possible leak" warning past ten.
  setMaxListeners(0, options.shutdown);
  const available = new Set(availableTasks(provider, tasks));
  // One count for every task: a client's requests and the upstream calls, whichever tasks they are for.
  const admission: AdmissionOptions = {
    limiter,
    keyOf: (c) => clientKey(forwardedClient(c, proxyTrust).address, ipv6Prefix),
    perClient: new InFlightLimit(maxInFlightPerClient),
    upstream: new InFlightLimit(maxConcurrentCalls),
  };
  const bodyAdmission: BodyAdmissionOptions = { budget: new BodyBudget(maxBodyBytesInFlight), largeBodyTurns: new Turns() };
  for (const task of tasks) {
    if (provider && available.has(task)) serveTask(app, task, provider, options, admission, bodyAdmission);
    else
      app.post(`/${task.id}`, (c) => {
        c.set('tier', task.tier);
        throw new ApiException(503, unavailable(provider), { bodyUnread: true });
      });
    app.all(`/${task.id}`, methodNotAllowed(['POST']));
  }
  return app;
}

/**
 * One task's route: admission (upstream slots, requests in flight, the client's budget) before the
 * body is read, then its type and declared size, the client's turn for a large body and the
 * instance's body budget (admitBody), the body read and parsed, validation, and the call.
 * Generic in the id, so the handler gets the contract's body type for it.
 */
function serveTask<Id extends AiTaskId>(
  app: AiApp,
  task: AiTask<Id>,
  provider: AiProvider,
  { timeoutMs, streamTimeoutMs, secrets, shutdown }: AiRouteOptions,
  admission: AdmissionOptions,
  bodyAdmission: BodyAdmissionOptions,
): void {
  app.post(
    `/${task.id}`,
    async (c, next) => {
      c.set('tier', task.tier);
      await next();
    },
    admit(task.cost, admission),
    async (c) => {
      const declared = jsonBodyLength(c.req.raw, task.maxBodyBytes);
      const body = await admitBody(c, { maxBodyBytes: task.maxBodyBytes, declared }, bodyAdmission);
      let json: unknown;
      try {
        json = await readJsonBody(c.req.raw, { declared, maxBytes: task.maxBodyBytes, charge: body.charge });
      } finally {
        // The next body may be read while this one's call runs.
        body.end();
      }
      const input = validInput(task, json);
      const call = callUpstream(c, admission.upstream, () =>
        runTask(task, task.prompt(input), {
          provider,
          timeoutMs,
          streamTimeoutMs,
          shape: task.shape(input),
          requestSignal: c.req.raw.signal,
          reportBug: (error) => logServerError(c.req.method, c.req.path, error, secrets),
        }),
      );
      const run = await cutAtShutdown(call, shutdown).catch((error: unknown) => {
        // The log names a failed call by its code (a refused request, by its status); onError answers it.
        if (error instanceof ApiException) c.set('outcome', Promise.resolve(error.body.code));
        throw error;
      });
      c.set('outcome', run.outcome);
      return run.response;
    },
  );
}

function unavailable(provider: AiProvider | null): ApiFailure {
  // The browser's own wording, so the API and the screen say the same thing.
  const error = provider ? AI_NEEDS_GEMINI : AI_NOT_CONFIGURED_HELP;
  return { error, code: 'unavailable' };
}

/** The body as the task's contract schema reads it, or a 400 (413 for a field over its limit) worded for the visitor. */
function validInput<Id extends AiTaskId>(task: AiTask<Id>, body: unknown): AiTaskRequests[Id] {
  const result = safeParse(task.input, body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  // A field over its limit is as much "too large" as a body over its own.
  const tooBig = issue?.code === 'too_big';
  throw new ApiException(tooBig ? 413 : 400, { error: messageOf(issue), code: tooBig ? 'too_large' : 'bad_request' });
}

function messageOf(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'Invalid request.';
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}. The server chooses the model and writes the prompt.`;
  // Our own schemas word their limits as sentences; the rest get the field's name.
  if (issue.code === 'too_big' || issue.code === 'too_small' || issue.code === 'custom') return issue.message;
  return `Invalid ${issue.path.join('.') || 'request'}: ${issue.message}.`;
}
