/**
 * The one message format between a tool's screen and its worker (see serve-worker.ts and
 * worker-runner.ts). The worker always answers a job with a result or a failure, so no job can
 * be left without an answer.
 */

/**
 * Test-only: ways to make a worker job fail on purpose, so that e2e tests can show that every
 * tool ends such a job with a message. Set by a test as `window.__devdeckFault` (see test-faults.ts).
 * - throw: the job throws; reject: the job's promise rejects (both caught by the job's own handler)
 * - unhandled-rejection: a promise nobody awaits rejects, and the job never answers
 * - uncaught: an exception escapes in a later task, and the job never answers
 * - hang: the job never answers (the deadline ends it)
 * - load: the worker's script cannot be loaded
 */
export type WorkerFault = 'throw' | 'reject' | 'unhandled-rejection' | 'uncaught' | 'hang' | 'load';

export interface WorkerEnvelope<Request> {
  request: Request;
  fault?: WorkerFault;
}

/** A job may tell how far it has got (`progress`, any number of times) before its one result or failure. */
export type WorkerReply<Response> =
  { kind: 'result'; value: Response } | { kind: 'failure'; detail: string } | { kind: 'progress'; done: number; total: number };

/** How a long job tells how far it has got: `done` of `total` (bytes read, items handled). */
export type ReportProgress = (done: number, total: number) => void;

export const INJECTED_FAULT = 'injected test fault';
