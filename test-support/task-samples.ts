// Each AI task's small valid body, from its module's <id>.fixture.ts, for tests that go through every task.
import { readdirSync } from 'node:fs';
import type { AiTaskId, AiTaskRequests } from '@contract/ai-tasks';

const TASKS = new URL('../server/ai/tasks/', import.meta.url);
const FIXTURE = '.fixture.ts';

const samples = new Map<string, unknown>(
  await Promise.all(
    readdirSync(TASKS)
      .filter((file) => file.endsWith(FIXTURE))
      .map(async (file) => [file.slice(0, -FIXTURE.length), ((await import(new URL(file, TASKS).href)) as { default: unknown }).default] as const),
  ),
);

/** The task's sample body; a task without a fixture fails the test that asks for it. */
export function taskSample<Id extends AiTaskId>(id: Id): AiTaskRequests[Id] {
  if (!samples.has(id)) throw new Error(`server/ai/tasks/${id}${FIXTURE} is missing: every task has a sample body.`);
  // Typed by its fixture's `satisfies AiTaskRequests[id]`, and sent through the task's schema by the tests that use it.
  return samples.get(id) as AiTaskRequests[Id];
}
