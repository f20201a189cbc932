import { useCallback, useState } from 'react';
import { useLatestWins } from './use-latest-wins';
import { AiRequestError, screenMessage } from '@/lib/ai/ai-error';
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
  /** True when the error is the server refusing the call because the visitor's AI budget for the minute is spent. */
  budgetSpent: boolean;
}

const IDLE = { busy: false, result: null, error: null, stopped: false, budgetSpent: false };

/**
 * One AI action's life: idle, busy (previous result and error cleared), then a result or an
 * error in the spec's words. stop() aborts the run and keeps what had arrived; a new run or
 * leaving the screen aborts the one before.
 */
export function useAiTask<Result>() {
  const [state, setState] = useState<TaskState<Result>>(IDLE);
  const latest = useLatestWins();

  const run = useCallback(
    async (job: AiJob<Result>) => {
      const ticket = latest.begin();
      /** Ends the run for the screen; false when a newer run, stop() or fail() has taken over. */
      const finish = () => ticket.isLatest() && ticket.claim();
      setState({ ...IDLE, busy: true });
      try {
        const fault = plannedFault('page');
        if (fault) await enactPageFault(fault.kind);
        const result = await job({
          signal: ticket.signal,
          showPartial: (partial) => {
            if (ticket.isLatest()) setState((previous) => ({ ...previous, result: partial }));
          },
        });
        if (finish()) setState({ ...IDLE, result });
      } catch (error) {
        // A failure after some text arrived keeps that text beside the message.
        const budgetSpent = error instanceof AiRequestError && error.code === 'rate_limited';
        if (finish()) setState((previous) => ({ ...IDLE, result: previous.result, error: screenMessage(error), budgetSpent }));
      }
    },
    [latest],
  );

  const stop = useCallback(() => {
    if (!latest.pending) return;
    latest.cancel();
    setState((previous) => ({ ...previous, busy: false, stopped: true }));
  }, [latest]);

  /** Shows a message without a run, e.g. a validation error found before calling. */
  const fail = useCallback(
    (message: string) => {
      latest.cancel();
      setState({ ...IDLE, error: message });
    },
    [latest],
  );

  return { ...state, run, stop, fail };
}
