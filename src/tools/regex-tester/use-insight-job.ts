import { useEffect, useState } from 'react';
import { useRun } from '@/hooks/use-run';
import { deadlineDetail, jobFailureMessage } from '@/lib/job-failure';
// Types only: the parser and the panels' libraries stay in the worker, off the screen's chunk.
import type { InsightJob, InsightResult } from './regex-insight.logic';

/** A diagram, sample or explanation still being made after this long is stopped (a pattern that backtracks when a sample is checked). */
const INSIGHT_TIME_LIMIT_MS = 3000;
/** Answered at once by a new worker, so loading its script never counts against the time limit. */
const WARM_UP_INSIGHT: InsightJob = { panel: 'explanation', pattern: '', flags: '', seed: 0 };

/** A newer pattern stops a job that has already run this long instead of waiting for it. */
const SUPERSEDE_AFTER_MS = 200;
const BUSY_SHOWN_AFTER_MS = 150;

export type InsightOutcome = { kind: 'result'; job: InsightJob; result: InsightResult } | { kind: 'failed'; job: InsightJob; message: string };

/**
 * Runs one panel's job on a worker of its own, made when the panel first asks (`job` is null while it is closed or the
 * pattern is empty), latest job first; a job past the time limit is stopped and worded with `failure` ("Could not
 * draw this pattern: it took longer than 3 s, so it was stopped.").
 */
export function useInsightJob(job: InsightJob | null, failure: string): { outcome: InsightOutcome | null; busy: boolean } {
  const [outcome, setOutcome] = useState<InsightOutcome | null>(null);
  const { submit, busy } = useRun<InsightJob, InsightResult>({
    createWorker: () => new Worker(new URL('./regex-insight.worker.ts', import.meta.url), { type: 'module' }),
    failure,
    newer: {
      afterMs: SUPERSEDE_AFTER_MS,
      timeLimitMs: INSIGHT_TIME_LIMIT_MS,
      warmUp: WARM_UP_INSIGHT,
      onTimeout: (done) => setOutcome({ kind: 'failed', job: done, message: jobFailureMessage(failure, deadlineDetail(INSIGHT_TIME_LIMIT_MS)) }),
    },
    busyAfterMs: BUSY_SHOWN_AFTER_MS,
    onResult: (result, done) => setOutcome({ kind: 'result', job: done, result }),
    onError: (message, done) => setOutcome({ kind: 'failed', job: done, message }),
  });

  useEffect(() => {
    if (job) submit(job);
  }, [job, submit]);

  return { outcome: job ? outcome : null, busy: job !== null && busy };
}
