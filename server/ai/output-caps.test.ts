// @vitest-environment node
// Every task's call carries its declared output cap (Gemini's generationConfig.maxOutputTokens), as the fake sees it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiTaskId, aiTaskLimits } from '@contract/ai-tasks';
import { type FakeGemini, startFakeGemini } from '@test-support/fake-gemini';
import { gatewayApp, postJson, TEST_KEY } from '@test-support/gateway';
import { taskSamples } from '../test-support/task-samples';
import { defineTask } from './task';

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
  it.each(Object.keys(taskSamples) as AiTaskId[])('%s sends the provider a maxOutputTokens within its declared cap', async (id) => {
    const cap = await sentCap(id, taskSamples[id]);
    expect(cap).toBeGreaterThan(0);
    expect(cap).toBeLessThanOrEqual(aiTaskLimits[id].maxOutputTokens);
  });

  it('sends the declared cap when a prompt asks for none, and cuts one that asks for more', async () => {
    const base = { tier: 'fast', needs: ['text'], output: 'text', maxBodyBytes: 1024 } as const;
    const silent = defineTask({ ...base, id: 'svg-icon', prompt: () => ({ system: 'Say.', text: 'Something.' }) });
    const greedy = defineTask({ ...base, id: 'svg-icon', prompt: () => ({ system: 'Say.', text: 'Something.', maxOutputTokens: 1_000_000 }) });
    expect(await sentCap('svg-icon', { prompt: 'x' }, { tasks: [silent] })).toBe(aiTaskLimits['svg-icon'].maxOutputTokens);
    expect(await sentCap('svg-icon', { prompt: 'x' }, { tasks: [greedy] })).toBe(aiTaskLimits['svg-icon'].maxOutputTokens);
  });
});
