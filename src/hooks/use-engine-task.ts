import type { AiTaskId } from '@contract/ai-tasks';
import { useCallback, useEffect, useRef } from 'react';
import { type AiJob, useAiTask } from './use-ai-task';
import { useEngineChoice } from './use-engine-choice';

/** The Local engine's job: the same life as an AI job, without partial results. */
export type LocalJob<Result> = (context: { signal: AbortSignal }) => Promise<Result>;

export interface EngineTaskConfig<Result> {
  /** The AI tasks the AI engine needs: AI is offered (and the default) only when the server has every one. */
  tasks: readonly AiTaskId[];
  /** The AI engine: the one place a screen's run reaches the AI client (through its `<id>.ai.ts`). */
  ai: AiJob<Result>;
  /** The Local engine, usually a worker job. */
  local: LocalJob<Result>;
}

/**
 * The one primitive of a tool with an Engine switch: the choice and its default (useEngineChoice,
 * which also falls back to Local when AI is offline or not offered) and the run's life (useAiTask:
 * busy, latest run wins, Stop keeps what arrived, failures in the spec's words). `run()` starts the
 * chosen engine's job with the latest `ai` and `local`; before the server has answered (engine null)
 * it does nothing. A screen with an engine is its layout plus this hook.
 */
export function useEngineTask<Result>(config: EngineTaskConfig<Result>) {
  const { engine, chooseEngine, aiAvailable } = useEngineChoice(...config.tasks);
  const task = useAiTask<Result>();
  // The jobs close over the screen's latest inputs; keeping them in a ref keeps run() stable across typing.
  const jobs = useRef(config);
  useEffect(() => {
    jobs.current = config;
  });
  const { run: runTask } = task;
  const run = useCallback((): Promise<void> => {
    if (engine === null) return Promise.resolve();
    return runTask(engine === 'ai' ? jobs.current.ai : jobs.current.local);
  }, [engine, runTask]);
  return { ...task, engine, chooseEngine, aiAvailable, run };
}

export type EngineTask<Result> = ReturnType<typeof useEngineTask<Result>>;
