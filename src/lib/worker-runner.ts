import { deadlineDetail, JobFailure } from './job-failure';
import { plannedFault } from './test-faults';
import type { ReportProgress, WorkerEnvelope, WorkerReply } from './worker-protocol';

export class WorkerCancelledError extends Error {
  constructor() {
    super('Cancelled');
    this.name = 'WorkerCancelledError';
  }
}

export interface WorkerRunner<Request, Response> {
  /**
   * Runs one request; a newer run or cancel() stops the one before (its promise rejects with
   * WorkerCancelledError). Every other ending that is not a result rejects with a JobFailure.
   * `onProgress` hears the job's progress until it ends.
   */
  run: (request: Request, transfer?: Transferable[], onProgress?: ReportProgress) => Promise<Response>;
  cancel: () => void;
  dispose: () => void;
}

export interface WorkerRunnerOptions {
  /** The start of every failure message, in the tool's words: "Could not convert this SQL". */
  action: string;
  /** A job still unanswered after this long is stopped with a message. */
  deadlineMs?: number;
}

/** Long enough for the largest input a tool accepts on a slow machine; short enough that nobody waits in vain. */
const DEFAULT_DEADLINE_MS = 60_000;

const NOT_LOADED = 'its background worker could not be loaded. Check your connection and reload the page';
const UNREADABLE = 'its result could not be read back from the background worker';

/** A worker whose script is missing, for the "load" test fault. */
const missingWorker = () => new Worker(new URL('/__devdeck-missing-worker__.js', location.href), { type: 'module' });

/**
 * Runs requests on a dedicated worker (which answers through serveWorker), one at a time. Every
 * job ends: with the worker's result, with its failure, when the worker cannot load or dies, or at
 * the deadline, which terminates the worker so a runaway job (a huge document, a library stuck in
 * a loop) never blocks the next one. Cancelling terminates the worker too.
 */
export function createWorkerRunner<Request, Response>(createWorker: () => Worker, options: WorkerRunnerOptions): WorkerRunner<Request, Response> {
  let worker: Worker | null = null;
  let pending: { reject: (error: Error) => void; timer: ReturnType<typeof setTimeout> } | null = null;

  const stop = () => {
    worker?.terminate();
    worker = null;
  };

  /** Ends the pending job; `terminate` drops a worker that cannot be trusted with the next one. */
  const settle = (terminate: boolean) => {
    if (!pending) return null;
    const { reject, timer } = pending;
    clearTimeout(timer);
    pending = null;
    if (terminate) stop();
    return reject;
  };

  const fail = (detail: string, terminate: boolean) => settle(terminate)?.(new JobFailure(options.action, detail));

  const cancel = () => settle(true)?.(new WorkerCancelledError());

  const run = (request: Request, transfer: Transferable[] = [], onProgress?: ReportProgress) => {
    cancel();
    const fault = plannedFault();
    const active = (worker ??= fault?.kind === 'load' ? missingWorker() : createWorker());
    const deadlineMs = fault?.deadlineMs ?? options.deadlineMs ?? DEFAULT_DEADLINE_MS;
    const arm = () => setTimeout(() => fail(deadlineDetail(deadlineMs), true), deadlineMs);
    return new Promise<Response>((resolve, reject) => {
      pending = { reject, timer: arm() };
      active.onmessage = (event: MessageEvent<WorkerReply<Response>>) => {
        const reply = event.data;
        if (reply.kind === 'progress') {
          if (!pending) return;
          // A job that tells its progress is alive: the deadline counts from its latest word, so hashing a 2 GB file may take minutes.
          clearTimeout(pending.timer);
          pending.timer = arm();
          return void onProgress?.(reply.done, reply.total);
        }
        if (reply.kind === 'failure') return fail(reply.detail, false);
        if (settle(false)) resolve(reply.value);
      };
      active.onmessageerror = () => fail(UNREADABLE, false);
      // Reaches here only when the worker could not load or died: serveWorker answers every error it can catch.
      active.onerror = (event) => {
        event.preventDefault();
        fail(event.message || NOT_LOADED, true);
      };
      const envelope: WorkerEnvelope<Request> = { request, ...(fault && fault.kind !== 'load' ? { fault: fault.kind } : {}) };
      active.postMessage(envelope, transfer);
    });
  };

  return {
    run,
    cancel,
    dispose: () => {
      cancel();
      stop();
    },
  };
}
