import { useCallback, useEffect, useRef, useState } from 'react';
import { failureMessage } from '@/lib/job-failure';
import type { LatestTicket } from '@/lib/latest-wins';
import { WorkerCancelledError } from '@/lib/worker-runner';
import { useLatestWins } from './use-latest-wins';
import { useWorker, type WorkerHandle } from './use-worker';

/** Never called: a live job given a shared worker makes none of its own. */
const noWorker = (): Worker => {
  throw new Error('This live job runs on a shared worker.');
};

interface LiveJobBase<Request, Response> {
  /** The pure computation; runs inline for small requests and must be what the worker runs for large ones. */
  compute: (request: Request) => Response;
  /** How a failed job's message begins, e.g. "Could not count this text". */
  failure: string;
  /** True when a request is big enough to leave the main thread. */
  isLarge: (request: Request) => boolean;
  onResult: (response: Response, request: Request, elapsedMs: number) => void;
  /** A failed job, worded for the screen ("Could not count this text: ..."). */
  onError: (message: string) => void;
}

/** The job's own worker, or one it shares with other live jobs (from `useWorker(..., { takeTurns: true })`, so its data loads once). */
type LiveJobWorker<Request, Response> =
  | {
      /** Makes the worker that runs `compute`, e.g. `() => new Worker(new URL('./x.worker.ts', import.meta.url), { type: 'module' })`. */
      createWorker: () => Worker;
      worker?: never;
    }
  | { worker: WorkerHandle<Request, Response>; createWorker?: never };

export type LiveJobOptions<Request, Response> = LiveJobBase<Request, Response> & LiveJobWorker<Request, Response>;

interface Queued<Request> {
  request: Request;
  ticket: LatestTicket;
}

/**
 * Recomputes on every change (typing, options) without freezing the page or falling behind:
 * small requests run inline at once; large ones run on one long-lived worker, one at a time, and
 * requests that arrive meanwhile collapse into the latest, which runs next. A result older than one
 * already shown is dropped. Unlike a cancel-and-restart runner, the worker is never respawned per keystroke.
 */
export function useLiveJob<Request, Response>(options: LiveJobOptions<Request, Response>) {
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const ownWorker = useWorker<Request, Response>(options.createWorker ?? noWorker, { action: options.failure });
  const worker = options.worker ?? ownWorker;
  const latest = useLatestWins();
  const running = useRef(false);
  const waiting = useRef<Queued<Request> | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const refreshBusy = useCallback(() => setBusy(latest.pending), [latest]);

  const show = useCallback((ticket: LatestTicket, response: Response, request: Request, elapsedMs: number) => {
    if (!ticket.claim()) return;
    setFailed(false);
    optionsRef.current.onResult(response, request, elapsedMs);
  }, []);

  const showFailure = useCallback((ticket: LatestTicket, message: string) => {
    if (!ticket.isLatest() || !ticket.claim()) return;
    setFailed(true);
    optionsRef.current.onError(message);
  }, []);

  /** Runs queued requests on the worker one after another until none is waiting. */
  const drain = useCallback(
    async (first: Queued<Request>) => {
      running.current = true;
      let job: Queued<Request> | null = first;
      while (job) {
        const { request, ticket } = job;
        const started = performance.now();
        try {
          show(ticket, await worker.run(request), request, performance.now() - started);
        } catch (error) {
          if (!(error instanceof WorkerCancelledError)) showFailure(ticket, failureMessage(optionsRef.current.failure, error));
        }
        job = waiting.current;
        waiting.current = null;
        refreshBusy();
      }
      running.current = false;
    },
    [refreshBusy, show, showFailure, worker],
  );

  /** Computes the request: at once when small, else on the worker as soon as it is free. */
  const submit = useCallback(
    (request: Request) => {
      const ticket = latest.begin();
      if (!optionsRef.current.isLarge(request)) {
        waiting.current = null;
        const started = performance.now();
        try {
          show(ticket, optionsRef.current.compute(request), request, performance.now() - started);
        } catch (error) {
          showFailure(ticket, failureMessage(optionsRef.current.failure, error));
        }
      } else if (running.current) {
        waiting.current = { request, ticket };
      } else {
        void drain({ request, ticket });
      }
      refreshBusy();
    },
    [drain, latest, refreshBusy, show, showFailure],
  );

  /** Forgets every request made so far: results still on their way are dropped. */
  const discard = useCallback(() => {
    waiting.current = null;
    latest.cancel();
    refreshBusy();
  }, [latest, refreshBusy]);

  /**
   * `failed`: the latest job ended in failure, so a result still on screen belongs to earlier input. Hide it, or mark it
   * "Not updated" and keep copy and download off it; the next result clears the flag.
   */
  return { submit, discard, busy, failed };
}
