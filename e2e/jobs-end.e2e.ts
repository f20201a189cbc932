import { button, type EveryFaultCase, type Fault, type FaultCase, type PageFaultCase, type WorkerFaultCase } from './job-faults';
import { expect, test } from './test';
import { fromToolFolders } from './tool-folders';
import { planFault } from '../test-support/planned-faults';

/**
 * Every job a tool starts ends with a result or a message, and its controls come back, even when
 * the job fails in the worst ways. A test plans a fault through window.__devdeckFault; the worker
 * runner forwards it, and the real worker enacts it (src/lib/worker-protocol.ts lists the kinds).
 * Each tool declares its cases in its own fault-cases.ts (every tool with a worker must: see
 * src/tools/registry.test.ts): each worker job is tried with one kind (all kinds between them), SQL to
 * Class with every kind, and the Local engines that run in the page fail the same way there. Then the same
 * job runs again without the fault and succeeds. A tool that was showing a result when its job failed no longer shows it
 * as current, and copy does not offer it.
 */

/** What the worker says of each fault, after the tool's own "Could not ...:". */
const DETAIL: Record<Fault, string> = {
  throw: 'injected test fault (throw)',
  reject: 'injected test fault (reject)',
  'unhandled-rejection': 'injected test fault (unhandled rejection)',
  uncaught: 'injected test fault (uncaught)',
  hang: 'it took longer than 1 s, so it was stopped',
  load: 'its background worker could not be loaded. Check your connection and reload the page',
};

const cases = [...(await fromToolFolders<readonly FaultCase[]>('fault-cases.ts'))].flatMap(([id, toolCases]) =>
  toolCases.map((toolCase) => ({ id, ...toolCase })),
);
const workerCases = cases.filter((toolCase): toolCase is WorkerFaultCase & { id: string } => toolCase.fault in DETAIL);
const everyFaultCases = cases.filter((toolCase): toolCase is EveryFaultCase & { id: string } => toolCase.fault === 'every kind');
const pageCases = cases.filter((toolCase): toolCase is PageFaultCase & { id: string } => toolCase.fault === 'page throw');

test.describe('every worker job ends with a message and the controls come back', () => {
  for (const tool of workerCases) {
    test(`${tool.id}${tool.job ? ` (${tool.job})` : ''}: a "${tool.fault}" fault in its worker`, async ({ page }) => {
      await page.goto(`/#/${tool.id}`);
      await expect(page.getByRole('radio', { name: 'Local' }).or(page.getByRole('heading', { level: 1 }))).not.toHaveCount(0);
      await tool.prepare?.(page);
      await planFault(page, tool.fault);
      await tool.start(page, 0);
      const detail = DETAIL[tool.fault];
      const sentence = (failure: string) =>
        tool.specWorded ? `${failure}. ${detail.replace(/^./, (first) => first.toUpperCase())}.` : `${failure}: ${detail}.`;
      // A screen with two jobs on workers (the Word Counter's counts and its analysis) says so for each.
      for (const failure of [tool.failure, ...(tool.alsoFailing ?? [])])
        await expect(page.getByRole('alert').filter({ hasText: sentence(failure) })).toBeVisible();
      await expect(tool.control(page)).toBeEnabled();
      // Every busy sign (Button's spinner, a "Working…" line, an output skeleton) is gone: no spinner for ever.
      await expect(page.locator('.animate-spin, .animate-pulse')).toHaveCount(0);
      await tool.notCurrent?.(page);

      await planFault(page, null);
      await tool.start(page, 1);
      await tool.succeeded(page);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }
});

for (const tool of everyFaultCases) {
  test.describe(`${tool.id} ends its job for every kind of fault`, () => {
    for (const fault of Object.keys(DETAIL) as Fault[]) {
      test(`a "${fault}" fault`, async ({ page }) => {
        await page.goto(`/#/${tool.id}`);
        await tool.prepare?.(page);
        await planFault(page, fault);
        await tool.start(page, 0);
        await expect(page.getByRole('alert')).toHaveText(`${tool.failure}: ${DETAIL[fault]}.`);
        await expect(tool.control(page)).toBeEnabled();
        await tool.notCurrent?.(page);

        await planFault(page, null);
        await tool.start(page, 1);
        await tool.succeeded(page);
        await expect(page.getByRole('alert')).toHaveCount(0);
      });
    }
  });
}

test.describe('Local engines that run in the page end a failed job too', () => {
  for (const tool of pageCases) {
    test(`${tool.id}: a job that throws`, async ({ page }) => {
      await page.goto(`/#/${tool.id}`);
      await expect(page.getByRole('radio', { name: 'Local' })).toBeChecked();
      await tool.prepare(page);
      await planFault(page, 'throw', 'page');
      await button(tool.action)(page).click();
      await expect(page.getByRole('alert')).toHaveText('An error occurred: injected test fault (throw)');
      await expect(button(tool.action)(page)).toBeEnabled();

      await planFault(page, null);
      await button(tool.action)(page).click();
      await tool.succeeded(page);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }
});
