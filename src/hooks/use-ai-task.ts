import { useCallback, useEffect, useRef, useState } from 'react';
import { screenMessage } from '@/lib/ai/ai-error';
import { enactPageFault, plannedFault } from '@/lib/test-faults';

export interface AiJobContext<Result> {
  signal: AbortSignal;
  /** Shows a partial result while the job runs (streamed text so far). */
  showPartial: (partial: Result) => void;
}

export type AiJob<Result> = (context: AiJobContext<Result>) => Promise<Result>;

interface TaskState<Result> {
  busy: boolean;
  result: Result | null;
  error: string | null;
  /** True after stop() ended a run early; the partial result stays. */
  stopped: boolean;
}

const IDLE = { busy: false, result: null, error: null, stopped: false };

/**
 * One AI action's life: idle, busy (previous result and error cleared), then a result or an
 * error in the spec's words. stop() aborts the run and keeps what had arrived; a new run or
 * leaving the screen aborts the one before.
 */
export function useAiTask<Result>() {
  const [state, setState] = useState<TaskState<Result>>(IDLE);
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const run = useCallback(async (job: AiJob<Result>) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    const isCurrent = () => current.current === controller;
    setState({ ...IDLE, busy: true });
    try {
      const fault = plannedFault('page');
      if (fault) await enactPageFault(fault.kind);
      const result = await job({
        signal: controller.signal,
        showPartial: (partial) => {
          if (isCurrent()) setState((previous) => ({ ...previous, result: partial }));
        },
      });
      if (isCurrent()) setState({ ...IDLE, result });
    } catch (error) {
      // A failure after some text arrived keeps that text beside the message.
      if (isCurrent()) setState((previous) => ({ ...IDLE, result: previous.result, error: screenMessage(error) }));
    } finally {
      if (isCurrent()) current.current = null;
    }
  }, []);

  const stop = useCallback(() => {
    if (!current.current) return;
    current.current.abort();
    current.current = null;
    setState((previous) => ({ ...previous, busy: false, stopped: true }));
  }, []);

  /** Shows a message without a run, e.g. a validation error found before calling. */
  const fail = useCallback((message: string) => {
    current.current?.abort();
    current.current = null;
    setState({ ...IDLE, error: message });
  }, []);

  return { ...state, run, stop, fail };
}
