import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { asJobFailure, type JobFailure } from '@/lib/job-failure';
import { LatestJobScheduler } from '@/lib/latest-job-scheduler';
import type { LatestTicket } from '@/lib/latest-wins';
import { WorkerCancelledError } from '@/lib/worker-runner';
import { useLatestWins } from './use-latest-wins';
import { useWorker, type WorkerHandle } from './use-worker';

/** Never called: a job that runs inline only, or on a shared worker, makes no worker of its own. */
const noWorker = (): Worker => {
  throw new Error('This job has no worker of its own.');
};

/** How a request that arrives while a worker job runs is treated. */
export type NewerRequest<Request> =
  /** It waits for the running job, and requests in between collapse into it: live typing, where restarting a worker costs more than a job. */
  | 'waits'
  /** It stops the running job at once (its worker is terminated): an action the visitor asked for again. */
  | 'cancels'
  /**
   * It waits, unless the running job has already run `afterMs`; every job is stopped at `timeLimitMs`, and a new worker first
   * answers `warmUp`, so loading its script never counts against the limit (the Regex Tester's catastrophic patterns).
   */
  | { afterMs: number; timeLimitMs: number; warmUp: Request; onTimeout: (request: Request) => void };

/**
 * Where the work runs: inline (`compute`), on a worker (its own, or one shared with other jobs), or both, chosen per request.
 * A worker of its own that other jobs share (they are given this job's `worker`) has `takeTurns`: jobs wait for one another on it
 * instead of cancelling one another.
 */
type RunPlace<Request, Response> =
  | { compute: Compute<Request, Response>; createWorker?: () => Worker; takeTurns?: boolean; worker?: never }
  | { compute?: Compute<Request, Response>; createWorker: () => Worker; takeTurns?: boolean; worker?: never }
  | { compute?: Compute<Request, Response>; worker: WorkerHandle<Request, Response>; createWorker?: never; takeTurns?: never };

/** The work done in the page: synchronous for live typing (its result is shown in the same frame), or async when it loads a library first. */
type Compute<Request, Response> = (request: Request) => Response | Promise<Response>;

export type RunPolicy<Request, Response> = RunPlace<Request, Response> & {
  /** How a failed job's message begins, e.g. "Could not count this text". */
  failure: string;
  /** With both `compute` and a worker: true when a request is big enough to leave the main thread (by default, every request is). */
  isLarge?: (request: Request) => boolean;
  /** See NewerRequest; 'waits' by default. */
  newer?: NewerRequest<Request>;
  /** The busy flag is raised only once a job has run this long, so a quick one does not flicker a spinner. */
  busyAfterMs?: number;
  onResult?: (response: Response, request: Request, elapsedMs: number) => void;
  /** How far the latest worker job has got, as its worker tells it (serveWorker's `progress`): for a progress bar on long jobs. */
  onProgress?: (done: number, total: number, request: Request) => void;
  /** A failed job, worded for the screen ("Could not count this text: ..."). */
  onError?: (message: string, request: Request) => void;
};

/**
 * A job's end as `run`'s promise gives it (null when a newer request or its signal took its place). A failure's `message` is
 * worded with the policy's `failure`; `error` is the same failure as a JobFailure, to reject with where a job must (an engine's
 * Local job) or to take the detail of for a spec's own wording ("Failed to generate palette. {Detail}.").
 */
export type RunOutcome<Response> = { ok: true; response: Response; elapsedMs: number } | { ok: false; message: string; error: JobFailure };

export interface RunOptions {
  /** Aborting it ends this request as a newer one would, also stopping its worker job: its promise resolves to null. */
  signal?: AbortSignal;
}

/** A job as `useEngineTask` runs its Local engine: the result for `input`, rejecting with the failure, or once `signal` is aborted. */
export type AsyncJob<Result, Input> = (context: { signal: AbortSignal }, input: Input) => Promise<Result>;

interface Queued<Request> {
  request: Request;
  ticket: LatestTicket;
  settle: (outcome: RunOutcome<unknown> | null) => void;
  /** The caller's signal (`run`'s option): stops this job's worker job when aborted. */
  signal?: AbortSignal;
}

/**
 * The response of a job's end, for code that must reject otherwise: with its failure (a JobFailure worded like its
 * `message`), or with an AbortError when a newer request or its signal took its place.
 */
export function responseOf<Response>(end: RunOutcome<Response> | null): Response {
  if (end === null) throw new DOMException('A newer request took its place.', 'AbortError');
  if (!end.ok) throw end.error;
  return end.response;
}

/**
 * The one way a screen runs a job, with its policy: live (`submit`, results to `onResult` / `onError` as the visitor types)
 * or on demand (`run`'s promise), inline, on a worker, or inline below a size; what a newer request does to a running one;
 * a time limit. It stands on LatestWins (a result older than one shown is dropped), useWorker and serveWorker, so every
 * job ends with a result or a worded failure.
 *
 * A tool's Local engine on a worker is a policy too, made a job for `useEngineTask` by `asJob`:
 *
 *     const convert = useRun<ConvertRequest, ConvertOutcome>({ createWorker: () => new Worker(new URL('./x.worker.ts', import.meta.url), { type: 'module' }), failure: 'Could not convert this SQL', newer: 'cancels' });
 *     const task = useEngineTask({ tasks, ai, local: convert.asJob(() => ({ sql, dialect, options })) });
 *
 * Stop or a newer run then terminates the worker, and a failure shows as "Could not convert this SQL: {detail}.". Its
 * second argument maps the job's end to the engine's result, a failure included (the Color Palette Generator shows it in
 * its spec's words); `responseOf` is the default. An AI engine that checks its answer on the same worker awaits
 * `responseOf(await convert.run(request, { signal }))` (the code tools).
 */
export function useRun<Request, Response>(policy: RunPolicy<Request, Response>) {
  const policyRef = useRef(policy);
  useEffect(() => {
    policyRef.current = policy;
  });
  const ownWorker = useWorker<Request, Response>(policy.createWorker ?? noWorker, { action: policy.failure, takeTurns: policy.takeTurns });
  const worker = policy.worker ?? ownWorker;
  const latest = useLatestWins();
  const running = useRef(false);
  const waiting = useRef<Queued<Request> | null>(null);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const scheduler = useRef<LatestJobScheduler<Request, Response> | null>(null);
  /** The promise of each request the scheduler runs, settled when its outcome (or a newer request) comes. */
  const schedulerSettles = useRef<Queued<Request>['settle'][]>([]);

  // A job may end after its screen has gone (a test's environment with it): its busy flag is then nobody's.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const refreshBusy = useCallback(() => {
    if (mounted.current) setPending(latest.pending);
  }, [latest]);

  const show = useCallback((job: Queued<Request>, response: Response, elapsedMs: number) => {
    if (!job.ticket.claim()) return job.settle(null);
    setFailed(false);
    policyRef.current.onResult?.(response, job.request, elapsedMs);
    job.settle({ ok: true, response, elapsedMs });
  }, []);

  /** Whatever ended a job, as its end: worded with the policy's failure. */
  const failureOf = useCallback((error: unknown) => {
    const failure = asJobFailure(policyRef.current.failure, error);
    return { ok: false as const, message: failure.message, error: failure };
  }, []);

  const showFailure = useCallback(
    (job: Queued<Request>, error: unknown) => {
      if (!job.ticket.isLatest() || !job.ticket.claim()) return job.settle(null);
      const end = failureOf(error);
      setFailed(true);
      policyRef.current.onError?.(end.message, job.request);
      job.settle(end);
    },
    [failureOf],
  );

  const runOnWorker = useCallback(
    async (job: Queued<Request>, signal?: AbortSignal) => {
      const started = performance.now();
      try {
        const onProgress = (done: number, total: number) => {
          if (job.ticket.isLatest()) policyRef.current.onProgress?.(done, total, job.request);
        };
        show(job, await worker.run(job.request, { signal, onProgress }), performance.now() - started);
      } catch (error) {
        if (error instanceof WorkerCancelledError) job.settle(null);
        else showFailure(job, error);
      }
    },
    [show, showFailure, worker],
  );

  /** Runs queued requests on the worker one after another until none is waiting. */
  const drain = useCallback(
    async (first: Queued<Request>) => {
      running.current = true;
      let job: Queued<Request> | null = first;
      while (job) {
        // Newer requests wait for this one: only the caller's own signal stops it.
        await runOnWorker(job, job.signal);
        job = waiting.current;
        waiting.current = null;
        refreshBusy();
      }
      running.current = false;
    },
    [refreshBusy, runOnWorker],
  );

  // A policy with a time limit hands worker jobs to a scheduler made once per worker, before any job is submitted.
  const newer = policy.newer ?? 'waits';
  const limited = typeof newer === 'object';
  useLayoutEffect(() => {
    const limits = policyRef.current.newer;
    if (typeof limits !== 'object') return;
    const settleAll = (outcome: RunOutcome<Response> | null) => schedulerSettles.current.splice(0).forEach((settle) => settle(outcome));
    const made = new LatestJobScheduler<Request, Response>(
      worker,
      {
        // The scheduler does not time its jobs: a time-limited screen shows the outcome, not how long it took.
        onResult: (request, response) => {
          setFailed(false);
          policyRef.current.onResult?.(response, request, 0);
          settleAll({ ok: true, response, elapsedMs: 0 });
        },
        onTimeout: (request) => {
          limits.onTimeout(request);
          settleAll(null);
        },
        onError: (request, error) => {
          const end = failureOf(error);
          setFailed(true);
          policyRef.current.onError?.(end.message, request);
          settleAll(end);
        },
        onBusyChange: setPending,
      },
      { timeLimitMs: limits.timeLimitMs, supersedeAfterMs: limits.afterMs, warmUp: limits.warmUp },
    );
    scheduler.current = made;
    return () => {
      made.dispose();
      scheduler.current = null;
      settleAll(null);
    };
  }, [failureOf, limited, worker]);

  /** Forgets every request made so far: results still on their way are dropped. */
  const discard = useCallback(() => {
    waiting.current?.settle(null);
    waiting.current = null;
    latest.cancel();
    refreshBusy();
  }, [latest, refreshBusy]);

  /**
   * Computes the request under the policy, and tells `settle` how it ended (null when a newer request, or `signal`, took
   * its place; a time-limited job is not stopped by a signal).
   */
  const start = useCallback(
    (request: Request, settle: Queued<Request>['settle'], signal?: AbortSignal) => {
      const { compute, isLarge, newer: rule = 'waits', createWorker, worker: shared } = policyRef.current;
      const hasWorker = createWorker !== undefined || shared !== undefined;
      const onWorker = compute === undefined || (hasWorker && (isLarge?.(request) ?? true));
      if (onWorker && typeof rule === 'object') {
        schedulerSettles.current.splice(0).forEach((earlier) => earlier(null));
        schedulerSettles.current.push(settle);
        scheduler.current?.submit(request);
        return;
      }
      if (signal?.aborted) return settle(null);
      const job: Queued<Request> = { request, ticket: latest.begin(), settle, signal };
      signal?.addEventListener(
        'abort',
        () => {
          if (job.ticket.isLatest()) discard();
        },
        { once: true },
      );
      if (!onWorker) {
        waiting.current?.settle(null);
        waiting.current = null;
        const started = performance.now();
        const fail = (error: unknown) => showFailure(job, error);
        try {
          const computed = compute(request);
          if (computed instanceof Promise) {
            // Work in the page is not shown as busy: it ends within a frame or two, and a skeleton would only flash.
            void computed.then((response) => show(job, response, performance.now() - started), fail).finally(refreshBusy);
            return;
          }
          show(job, computed, performance.now() - started);
        } catch (error) {
          fail(error);
        }
      } else if (rule === 'cancels') {
        void runOnWorker(job, job.ticket.signal).finally(refreshBusy);
      } else if (running.current) {
        waiting.current?.settle(null);
        waiting.current = job;
      } else {
        void drain(job);
      }
      refreshBusy();
    },
    [discard, drain, latest, refreshBusy, runOnWorker, show, showFailure],
  );

  /** Live: results go to onResult and onError. */
  const submit = useCallback((request: Request) => start(request, () => undefined), [start]);

  /** On demand: the promise tells how this request ended, or null when a newer one (or its signal) took its place. */
  const run = useCallback(
    (request: Request, { signal }: RunOptions = {}) =>
      new Promise<RunOutcome<Response> | null>((resolve) => start(request, resolve as Queued<Request>['settle'], signal)),
    [start],
  );

  /**
   * This policy as an async job of `input` (an engine's Local job, see above): its request is `toRequest(input)` (the
   * input itself when not given), its result `toResult` of its end, and the job's signal stops it.
   */
  function asJob(): AsyncJob<Response, Request>;
  function asJob<Input>(toRequest: (input: Input) => Request): AsyncJob<Response, Input>;
  function asJob<Input, Result>(toRequest: (input: Input) => Request, toResult: (end: RunOutcome<Response>) => Result): AsyncJob<Result, Input>;
  function asJob<Input, Result>(toRequest?: (input: Input) => Request, toResult?: (end: RunOutcome<Response>) => Result) {
    return async ({ signal }: { signal: AbortSignal }, input: Input) => {
      // Without toRequest, Input is Request (the first overload).
      const end = await run(toRequest ? toRequest(input) : (input as unknown as Request), { signal });
      return toResult && end !== null ? toResult(end) : responseOf(end);
    };
  }

  const busy = useDelayedFlag(pending, policy.busyAfterMs ?? 0);

  /**
   * `failed`: the latest job ended in failure, so a result still on screen belongs to earlier input. Hide it, or mark it
   * "Not updated" and keep copy and download off it; the next result clears the flag. `worker`: the worker its jobs run
   * on, for other jobs to share (given as their policy's `worker`; see `takeTurns`).
   */
  return { submit, run, discard, asJob, busy, failed, worker };
}

/** The flag, raised only after it has been up for `delayMs`, and lowered at once. */
function useDelayedFlag(flag: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag || delayMs === 0) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [flag, delayMs]);
  return delayMs === 0 ? flag : flag && shown;
}
