import { INJECTED_FAULT, type WorkerFault } from './worker-protocol';

/** Where an e2e test puts its plan (test-support/planned-faults.ts) before it starts a job. */
export const PLANNED_FAULT_GLOBAL = '__devdeckFault';

/** What an e2e test asks for: read by the worker runner and useAiTask at each run, so the bundle keeps it. */
export interface PlannedFault {
  kind: WorkerFault;
  /** A shorter deadline than the runner's own, so a "hang" test ends in a second. */
  deadlineMs?: number;
  /**
   * Where the fault strikes: in a worker (the default), or in a job that runs in the page (a Local
   * engine without a worker, run through useAiTask), where only "throw" and "reject" apply.
   */
  where?: 'worker' | 'page';
}

/** A page job that fails as planned, in place of the real one. */
export async function enactPageFault(kind: WorkerFault): Promise<never> {
  if (kind === 'reject') return Promise.reject(new Error(`${INJECTED_FAULT} (reject)`));
  throw new Error(`${INJECTED_FAULT} (${kind})`);
}

/**
 * The fault a test planned for jobs in `where`, or null (always, outside tests). Read at each run, so a
 * test can set it after the page has loaded; a value that is not a planned fault is ignored.
 */
export function plannedFault(where: NonNullable<PlannedFault['where']> = 'worker'): PlannedFault | null {
  const planned = (globalThis as Record<string, unknown>)[PLANNED_FAULT_GLOBAL];
  if (typeof planned !== 'object' || planned === null || typeof (planned as PlannedFault).kind !== 'string') return null;
  return ((planned as PlannedFault).where ?? 'worker') === where ? (planned as PlannedFault) : null;
}
