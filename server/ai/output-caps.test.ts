// @vitest-environment node
// Every task's call carries its declared output cap (Gemini's generationConfig.maxOutputTokens), as the fake sees it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGemini, startFakeGemini } from '@test-support/fake-gemini';
import { gatewayApp, postJson, TEST_KEY, TEST_TEXT_TASK } from '@test-support/gateway';
import { taskSample } from '@test-support/task-samples';
import { defineTask } from './task';
import { aiTasks } from './tasks';

let fake: FakeGemini;
beforeAll(async () => {
  fake = await startFakeGemini({ key: TEST_KEY });
});
afterAll(() => fake.close());

/** The maxOutputTokens the provider was sent for one call of a task with this body. */
async function sentCap(task: string, body: unknown, options: Parameters<typeof gatewayApp>[2] = {}): Promise<number | undefined> {
  const { app } = gatewayApp(fake.url, {}, options);
  const before = fake.requests.length;
  await (await postJson(app, task, body)).text();
  expect(fake.requests.length).toBe(before + 1);
  return fake.requests.at(-1)?.body.generationConfig?.maxOutputTokens;
}

describe('output token caps', () => {
  it.each(aiTasks)('$id sends the provider a maxOutputTokens within its declared cap', async ({ id, maxOutputTokens }) => {
    const cap = await sentCap(id, taskSample(id));
    expect(cap).toBeGreaterThan(0);
    expect(cap).toBeLessThanOrEqual(maxOutputTokens);
  });

  it('sends the declared cap when a prompt asks for none, and cuts one that asks for more', async () => {
    const base = { ...TEST_TEXT_TASK, maxBodyBytes: 1024 };
    const silent = defineTask({ ...base, id: 'svg-icon', prompt: () => ({ system: 'Say.', text: 'Something.' }) });
    const greedy = defineTask({ ...base, id: 'svg-icon', prompt: () => ({ system: 'Say.', text: 'Something.', maxOutputTokens: 1_000_000 }) });
    expect(await sentCap('svg-icon', { prompt: 'x' }, { tasks: [silent] })).toBe(TEST_TEXT_TASK.maxOutputTokens);
    expect(await sentCap('svg-icon', { prompt: 'x' }, { tasks: [greedy] })).toBe(TEST_TEXT_TASK.maxOutputTokens);
  });
});
