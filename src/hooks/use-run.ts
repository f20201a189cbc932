import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { failureMessage } from '@/lib/job-failure';
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

/** Where the work runs: inline (`compute`), on a worker (its own, or one shared with other jobs), or both, chosen per request. */
type RunPlace<Request, Response> =
  | { compute: Compute<Request, Response>; createWorker?: () => Worker; worker?: never }
  | { compute?: Compute<Request, Response>; createWorker: () => Worker; worker?: never }
  | { compute?: Compute<Request, Response>; worker: WorkerHandle<Request, Response>; createWorker?: never };

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
  /** A failed job, worded for the screen ("Could not count this text: ..."). */
  onError?: (message: string, request: Request) => void;
};

/** A job's end as `submit`'s promise gives it; null when a newer request took its place. */
export type RunOutcome<Response> = { ok: true; response: Response; elapsedMs: number } | { ok: false; message: string };

interface Queued<Request> {
  request: Request;
  ticket: LatestTicket;
  settle: (outcome: RunOutcome<unknown> | null) => void;
}

/**
 * The one way a screen runs a job, with its policy: live (results as the visitor types) or on demand
 * (`submit`'s promise), inline, on a worker, or inline below a size; what a newer request does to a
 * running one; a time limit. It stands on LatestWins (a result older than one shown is dropped),
 * useWorker and serveWorker, so every job ends with a result or a worded failure.
 */
export function useRun<Request, Response>(policy: RunPolicy<Request, Response>) {
  const policyRef = useRef(policy);
  useEffect(() => {
    policyRef.current = policy;
  });
  const ownWorker = useWorker<Request, Response>(policy.createWorker ?? noWorker, { action: policy.failure });
  const worker = policy.worker ?? ownWorker;
  const latest = useLatestWins();
  const running = useRef(false);
  const waiting = useRef<Queued<Request> | null>(null);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const scheduler = useRef<LatestJobScheduler<Request, Response> | null>(null);
  /** The promise of each request the scheduler runs, settled when its outcome (or a newer request) comes. */
  const schedulerSettles = useRef<Queued<Request>['settle'][]>([]);

  const refreshBusy = useCallback(() => setPending(latest.pending), [latest]);

  const show = useCallback((job: Queued<Request>, response: Response, elapsedMs: number) => {
    if (!job.ticket.claim()) return job.settle(null);
    setFailed(false);
    policyRef.current.onResult?.(response, job.request, elapsedMs);
    job.settle({ ok: true, response, elapsedMs });
  }, []);

  const showFailure = useCallback((job: Queued<Request>, message: string) => {
    if (!job.ticket.isLatest() || !job.ticket.claim()) return job.settle(null);
    setFailed(true);
    policyRef.current.onError?.(message, job.request);
    job.settle({ ok: false, message });
  }, []);

  const runOnWorker = useCallback(
    async (job: Queued<Request>, signal?: AbortSignal) => {
      const started = performance.now();
      try {
        show(job, await worker.run(job.request, { signal }), performance.now() - started);
      } catch (error) {
        if (error instanceof WorkerCancelledError) job.settle(null);
        else showFailure(job, failureMessage(policyRef.current.failure, error));
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
        await runOnWorker(job);
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
        onError: (request, message) => {
          setFailed(true);
          policyRef.current.onError?.(message, request);
          settleAll({ ok: false, message });
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
  }, [limited, worker]);

  /** Computes the request under the policy, and tells `settle` how it ended (null when a newer request took its place). */
  const start = useCallback(
    (request: Request, settle: Queued<Request>['settle']) => {
      const { compute, isLarge, newer: rule = 'waits', createWorker, worker: shared } = policyRef.current;
      const hasWorker = createWorker !== undefined || shared !== undefined;
      const onWorker = compute === undefined || (hasWorker && (isLarge?.(request) ?? true));
      if (onWorker && typeof rule === 'object') {
        schedulerSettles.current.splice(0).forEach((earlier) => earlier(null));
        schedulerSettles.current.push(settle);
        scheduler.current?.submit(request);
        return;
      }
      const job: Queued<Request> = { request, ticket: latest.begin(), settle };
      if (!onWorker) {
        waiting.current?.settle(null);
        waiting.current = null;
        const started = performance.now();
        const fail = (error: unknown) => showFailure(job, failureMessage(policyRef.current.failure, error));
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
    [drain, latest, refreshBusy, runOnWorker, show, showFailure],
  );

  /** Live: results go to onResult and onError. */
  const submit = useCallback((request: Request) => start(request, () => undefined), [start]);

  /** On demand: the promise tells how this request ended, or null when a newer one took its place. */
  const run = useCallback(
    (request: Request) => new Promise<RunOutcome<Response> | null>((resolve) => start(request, resolve as Queued<Request>['settle'])),
    [start],
  );

  /** Forgets every request made so far: results still on their way are dropped. */
  const discard = useCallback(() => {
    waiting.current?.settle(null);
    waiting.current = null;
    latest.cancel();
    refreshBusy();
  }, [latest, refreshBusy]);

  const busy = useDelayedFlag(pending, policy.busyAfterMs ?? 0);

  /**
   * `failed`: the latest job ended in failure, so a result still on screen belongs to earlier input. Hide it, or mark it
   * "Not updated" and keep copy and download off it; the next result clears the flag.
   */
  return { submit, run, discard, busy, failed };
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
