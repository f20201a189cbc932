import { AI_CODE_MAX_CHARS, AI_INPUT_TOO_LONG } from '@contract/code-transform';
import type { Engine } from '@contract/engine';
import { INPUT_EMPTY } from '@contract/messages';
import type { AiTaskId, AiTaskRequests } from '@contract/ai-tasks';
import { useCallback } from 'react';
import * as z from 'zod/mini';
import type { CodeJob, TransformResult } from '@/lib/code-transform';
import { MAX_REMEMBERED_CHARS } from '@/lib/remember-inputs';
import { shapeOf, type StoredShape } from '@/lib/stored-value';
import { useEngineTask } from './use-engine-task';
import { responseOf, useRun } from './use-run';
import { useToolInput } from './use-tool-input';

const inputShape = shapeOf(z.string().check(z.maxLength(MAX_REMEMBERED_CHARS)));

export interface CodeTransformConfig<Task extends AiTaskId, Options> {
  /** The AI engine's task. */
  task: Task;
  /** The tool's worker, which runs the Local engine and checks AI answers (see serveWorker). */
  createWorker: () => Worker;
  /** How a failed Local run or check begins, e.g. "Could not format this SQL". */
  failure: string;
  toAiRequest: (input: string, options: Options) => AiTaskRequests[Task];
}

/** One finished run: its result, which engine made it, and how long it took. */
export interface CodeRun {
  result: TransformResult;
  engine: Engine;
  elapsedMs: number;
  /** Characters of input the run worked on (the input may be edited since). */
  inputChars: number;
}

/**
 * The life of a code tool (SQL Beautifier, JS Minifier, CSS Minifier): its input, the Engine choice
 * (AI when the server offers the task, else Local), and runs. The Local engine and the checking of
 * every AI answer happen on the tool's worker, so a megabyte of code never freezes the page; Stop
 * aborts the AI call or terminates the worker.
 */
export function useCodeTransform<Task extends AiTaskId, Options>(config: CodeTransformConfig<Task, Options>) {
  // The code and the Engine choice are kept on this device when the visitor opted in (the tool's own options are kept by its screen).
  const [input, setInput] = useToolInput('input', '', inputShape);
  const onWorker = useRun<CodeJob<Options>, TransformResult>({ createWorker: config.createWorker, failure: config.failure, newer: 'cancels' });
  const task = useEngineTask<CodeRun, Options>({
    tasks: [config.task],
    local: onWorker.asJob(
      (options) => ({ kind: 'local', input, options }),
      (end) => {
        if (!end.ok) throw end.error;
        return { result: end.response, engine: 'local', elapsedMs: end.elapsedMs, inputChars: input.length };
      },
    ),
    ai: async ({ signal }, options) => {
      const started = performance.now();
      // The AI client (and the answer schemas it checks replies with) loads on the first AI request, not with the tool.
      const { requestCodeAnswer } = await import('@/lib/ai/code-request');
      const answer = await requestCodeAnswer(config.task, config.toAiRequest(input, options), signal);
      // "// Error ..." is the model refusing the input: shown as the error, with no output.
      const result: TransformResult =
        answer.kind === 'error'
          ? { ok: false, message: answer.message, position: null }
          : responseOf(await onWorker.run({ kind: 'verify', input, output: answer.code, options }, { signal }));
      return { result, engine: 'ai', elapsedMs: performance.now() - started, inputChars: input.length };
    },
  });
  const { engine, chooseEngine, aiAvailable } = task;

  const { run: runTask, fail, busy } = task;
  const run = useCallback(
    (options: Options, only?: 'local') => {
      if (busy || engine === null) return;
      if (input.trim() === '') return fail(INPUT_EMPTY);
      if (engine === 'ai' && only !== 'local' && input.length > AI_CODE_MAX_CHARS) return fail(AI_INPUT_TOO_LONG);
      void runTask(options, only);
    },
    [busy, engine, fail, input, runTask],
  );

  const outcome = task.result?.result ?? null;
  const shownByLocal = task.result?.engine === 'local' && outcome?.ok === true;
  /** After an option changes: a Local result on screen is made again at once, locally (an AI one waits for a click, as each call costs). */
  const refresh = useCallback(
    (options: Options) => {
      if (shownByLocal) run(options, 'local');
    },
    [run, shownByLocal],
  );

  return {
    input,
    setInput,
    engine,
    setEngine: chooseEngine,
    aiAvailable,
    run,
    refresh,
    stop: task.stop,
    busy,
    budgetSpent: task.budgetSpent,
    /** The last run, when it produced output. */
    done: task.result && outcome?.ok ? { ...outcome, engine: task.result.engine, elapsedMs: task.result.elapsedMs, inputChars: task.result.inputChars } : null,
    /** What to show in the error line: an AI failure, a validation message, or the engine's own. */
    error: task.error ?? (outcome && !outcome.ok ? outcome.message : null),
    problemPosition: outcome && !outcome.ok ? outcome.position : null,
  };
}

export type CodeTransform<Options> = ReturnType<typeof useCodeTransform<AiTaskId, Options>>;

/** A code tool's options, remembered like its input; a change makes a Local result on screen again at once. */
export function useTransformOptions<Options>(transform: CodeTransform<Options>, initial: Options, shape: StoredShape<Options>) {
  const [options, setOptions] = useToolInput<Options>('options', initial, shape);
  const change = (next: Options) => {
    setOptions(next);
    transform.refresh(next);
  };
  return [options, change] as const;
}
