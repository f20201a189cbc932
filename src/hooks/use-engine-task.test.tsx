import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AiRequestError } from '@/lib/ai/ai-error';
import { forgetHealth } from '@/lib/ai/health';
import { JobFailure } from '@/lib/job-failure';
import { ToolIdContext } from '@/lib/tool-context';
import { type EngineTaskConfig, useEngineTask } from './use-engine-task';

const TASK = 'json-to-csharp';
const inTool = ({ children }: { children: ReactNode }) => <ToolIdContext value="demo-tool">{children}</ToolIdContext>;

/** The server's /api/health answer, offering `tasks`. */
function serveHealth(tasks: string[]) {
  const health = {
    status: 'ok',
    version: 'test',
    ai: { configured: tasks.length > 0, provider: tasks.length > 0 ? 'gemini' : null, tasks, timeoutMs: 30_000 },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(health), { headers: { 'Content-Type': 'application/json' } })),
  );
}

/** A job the test finishes by hand. */
function handJob() {
  let resolve: (value: string) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  let signal: AbortSignal | undefined;
  let showPartial: (value: string) => void = () => {};
  const job = vi.fn((context: { signal: AbortSignal; showPartial?: (value: string) => void }) => {
    signal = context.signal;
    showPartial = context.showPartial ?? (() => {});
    return new Promise<string>((res, rej) => {
      resolve = res;
      reject = rej;
    });
  });
  return {
    job,
    resolve: (value: string) => resolve(value),
    reject: (error: unknown) => reject(error),
    signal: () => signal,
    partial: (value: string) => showPartial(value),
  };
}

async function renderTask(config: EngineTaskConfig<string>) {
  const rendered = renderHook((props: EngineTaskConfig<string>) => useEngineTask(props), { wrapper: inTool, initialProps: config });
  await waitFor(() => expect(rendered.result.current.engine).not.toBeNull());
  return rendered;
}

beforeEach(() => forgetHealth());
afterEach(() => {
  vi.unstubAllGlobals();
  forgetHealth();
  localStorage.clear();
});

describe('useEngineTask', () => {
  it('does nothing before the server has said which engine is the default', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const ai = handJob();
    const local = handJob();
    const { result } = renderHook(() => useEngineTask({ tasks: [TASK], ai: ai.job, local: local.job }), { wrapper: inTool });
    await act(() => result.current.run());
    expect(result.current).toMatchObject({ engine: null, busy: false });
    expect(ai.job).not.toHaveBeenCalled();
    expect(local.job).not.toHaveBeenCalled();
  });

  it('runs AI by default when the server offers the task, and Local once chosen', async () => {
    serveHealth([TASK]);
    const { result } = await renderTask({ tasks: [TASK], ai: async () => 'from AI', local: async () => 'from Local' });
    expect(result.current).toMatchObject({ engine: 'ai', aiAvailable: true });
    await act(() => result.current.run());
    expect(result.current).toMatchObject({ busy: false, result: 'from AI', error: null });
    act(() => result.current.chooseEngine('local'));
    await act(() => result.current.run());
    expect(result.current).toMatchObject({ engine: 'local', busy: false, result: 'from Local' });
  });

  it('defaults to Local when the server does not offer the task', async () => {
    serveHealth([]);
    const { result } = await renderTask({ tasks: [TASK], ai: async () => 'from AI', local: async () => 'from Local' });
    expect(result.current).toMatchObject({ engine: 'local', aiAvailable: false });
    await act(() => result.current.run());
    expect(result.current.result).toBe('from Local');
  });

  it('runs the jobs of the latest render', async () => {
    serveHealth([]);
    const { result, rerender } = await renderTask({ tasks: [TASK], ai: async () => 'AI', local: async () => 'old input' });
    rerender({ tasks: [TASK], ai: async () => 'AI', local: async () => 'new input' });
    await act(() => result.current.run());
    expect(result.current.result).toBe('new input');
  });

  it('hands the jobs what run() was given', async () => {
    serveHealth([TASK]);
    const { result } = renderHook(
      () => useEngineTask<string, number>({ tasks: [TASK], ai: async (_context, count) => `AI ${count}`, local: async (_context, count) => `Local ${count}` }),
      { wrapper: inTool },
    );
    await waitFor(() => expect(result.current.engine).toBe('ai'));
    await act(() => result.current.run(3));
    expect(result.current.result).toBe('AI 3');
    act(() => result.current.chooseEngine('local'));
    await act(() => result.current.run(4));
    expect(result.current.result).toBe('Local 4');
  });

  it('a newer run wins: the older is aborted and its late answer is not shown', async () => {
    serveHealth([]);
    const first = handJob();
    const second = handJob();
    const { result, rerender } = await renderTask({ tasks: [TASK], ai: first.job, local: first.job });
    let firstDone: Promise<void> = Promise.resolve();
    act(() => {
      firstDone = result.current.run();
    });
    rerender({ tasks: [TASK], ai: second.job, local: second.job });
    let secondDone: Promise<void> = Promise.resolve();
    act(() => {
      secondDone = result.current.run();
    });
    expect(first.signal()?.aborted).toBe(true);
    await act(async () => {
      second.resolve('second');
      await secondDone;
      first.resolve('first');
      await firstDone;
    });
    expect(result.current).toMatchObject({ busy: false, result: 'second', error: null });
  });

  it('stop() aborts the AI call, keeps the partial text and ends busy', async () => {
    serveHealth([TASK]);
    const ai = handJob();
    const { result } = await renderTask({ tasks: [TASK], ai: ai.job, local: async () => 'Local' });
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.run();
    });
    expect(result.current.busy).toBe(true);
    act(() => ai.partial('Some'));
    act(() => result.current.stop());
    expect(ai.signal()?.aborted).toBe(true);
    await act(async () => {
      ai.reject(new DOMException('stopped', 'AbortError'));
      await done;
    });
    expect(result.current).toMatchObject({ busy: false, result: 'Some', error: null, stopped: true });
  });

  it('shows a Local failure as its own sentence and an AI failure in the spec words, busy ending each time', async () => {
    serveHealth([TASK]);
    const config = {
      tasks: [TASK] as const,
      ai: () => Promise.reject(new AiRequestError('Error communicating with the API. Boom.')),
      local: () => Promise.reject(new JobFailure('Could not convert this JSON', 'the worker stopped')),
    };
    const { result } = await renderTask(config);
    await act(() => result.current.run());
    expect(result.current).toMatchObject({ busy: false, error: 'An error occurred: Error communicating with the API. Boom.' });
    act(() => result.current.chooseEngine('local'));
    await act(() => result.current.run());
    expect(result.current).toMatchObject({ busy: false, result: null, error: new JobFailure('Could not convert this JSON', 'the worker stopped').message });
  });

  it('fail() shows a message found before running', async () => {
    serveHealth([]);
    const { result } = await renderTask({ tasks: [TASK], ai: async () => 'AI', local: async () => 'Local' });
    act(() => result.current.fail('JSON is not valid.'));
    expect(result.current).toMatchObject({ busy: false, result: null, error: 'JSON is not valid.' });
  });
});
