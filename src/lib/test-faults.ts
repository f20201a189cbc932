import type { WorkerFault } from './worker-protocol';

/** Test-only: what an e2e test asks for, via `window.__devdeckFault`, before it starts a job. */
export interface PlannedFault {
  kind: WorkerFault;
  /** A shorter deadline than the runner's own, so a "hang" test ends in a second. */
  deadlineMs?: number;
}

/**
 * The fault a test planned for worker jobs, or null (always, outside tests). Read at each run, so a
 * test can set it after the page has loaded; a value that is not a planned fault is ignored.
 */
export function plannedFault(): PlannedFault | null {
  const planned = (globalThis as { __devdeckFault?: unknown }).__devdeckFault;
  if (typeof planned !== 'object' || planned === null || typeof (planned as PlannedFault).kind !== 'string') return null;
  return planned as PlannedFault;
}
