// The test side of src/lib/test-faults.ts: an e2e test plans how the page's next jobs fail.
import type { Page } from '@playwright/test';
import { PLANNED_FAULT_GLOBAL, type PlannedFault } from '../src/lib/test-faults';
import type { WorkerFault } from '../src/lib/worker-protocol';

export type { WorkerFault };

/**
 * Makes the page's next jobs in `where` fail with `fault`, or, with null, run normally again. A hang is
 * ended by a 1 s deadline instead of the tool's own minute; other faults keep the tool's deadline, since
 * on a loaded machine loading the worker alone can take a second.
 */
export async function planFault(page: Page, fault: WorkerFault | null, where: PlannedFault['where'] = 'worker'): Promise<void> {
  const plan: PlannedFault | undefined = fault ? { kind: fault, where, ...(fault === 'hang' ? { deadlineMs: 1000 } : {}) } : undefined;
  await page.evaluate(({ name, plan }) => ((window as unknown as Record<string, unknown>)[name] = plan), { name: PLANNED_FAULT_GLOBAL, plan });
}
