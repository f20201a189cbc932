import type { AiTaskId } from '@contract/ai-tasks';
import { useCallback, useEffect, useRef } from 'react';
import { type AiJobContext, useAiTask } from './use-ai-task';
import { useEngineChoice } from './use-engine-choice';
import type { AsyncJob } from './use-run';

/** The AI engine's job: it may show partial results while it runs. `input` is what run() was given. */
export type AiEngineJob<Result, Input> = (context: AiJobContext<Result>, input: Input) => Promise<Result>;

export interface EngineTaskConfig<Result, Input = void> {
  /** The AI tasks the AI engine needs: AI is offered (and the default) only when the server has every one. */
  tasks: readonly AiTaskId[];
  /** The AI engine: the one place a screen's run reaches the AI client (through its `<id>.ai.ts`). */
  ai: AiEngineJob<Result, Input>;
  /**
   * The Local engine: the same life as an AI job, without partial results. On a worker it is a useRun policy made a job,
   * `useRun({ createWorker, failure, newer: 'cancels' }).asJob(toRequest)` (Stop or a newer run terminates the worker; a
   * failure reads "Could not ...: detail."); in the page, an async function (the Text Generator's).
   */
  local: AsyncJob<Result, Input>;
}

/**
 * The one primitive of a tool with an Engine switch: the choice and its default (useEngineChoice,
 * which also falls back to Local when AI is offline or not offered) and the run's life (useAiTask:
 * busy, latest run wins, Stop keeps what arrived, failures in the spec's words). `run(input)` starts
 * the chosen engine's job (the latest `ai` or `local`) with `input`, for what is only settled at the
 * click (the options of that run, a file known to be there); before the server has answered
 * (engine null) it does nothing. A screen with an engine is its layout plus this hook.
 */
export function useEngineTask<Result, Input = void>(config: EngineTaskConfig<Result, Input>) {
  const { engine, chooseEngine, aiAvailable } = useEngineChoice(...config.tasks);
  const task = useAiTask<Result>();
  // The jobs close over the screen's latest inputs; keeping them in a ref keeps run() stable across typing.
  const jobs = useRef(config);
  useEffect(() => {
    jobs.current = config;
  });
  const { run: runTask } = task;
  const run = useCallback(
    /** `only: 'local'` runs the Local engine whatever the choice, for an action that needs no AI (the SQL Beautifier's Minify). */
    (input: Input, only?: 'local'): Promise<void> => {
      if (engine === null) return Promise.resolve();
      const { ai, local } = jobs.current;
      return runTask((context) => (engine === 'ai' && only !== 'local' ? ai(context, input) : local(context, input)));
    },
    [engine, runTask],
  );
  return { ...task, engine, chooseEngine, aiAvailable, run };
}

export type EngineTask<Result, Input = void> = ReturnType<typeof useEngineTask<Result, Input>>;
