import { useLayoutEffect, useState } from 'react';
import { useRun } from '@/hooks/use-run';
import type { RegexJob, RegexJobResult } from './regex-job.logic';
import { TIME_LIMIT_MS } from './regex-tester.logic';

/** A newer edit stops a search that has already run this long instead of waiting for it. */
const SUPERSEDE_AFTER_MS = 200;
/** Answered at once by a new worker, to know it has loaded before the time limit starts counting. */
const WARM_UP_JOB: RegexJob = { pattern: '', flags: '', text: '', replacement: '' };
/** Quick searches finish before a spinner would only flicker. */
const BUSY_SHOWN_AFTER_MS = 150;

export type RegexOutcome =
  { kind: 'result'; job: RegexJob; result: RegexJobResult } | { kind: 'timeout'; job: RegexJob } | { kind: 'failed'; job: RegexJob; message: string };

/** Runs every change of the job in the worker, latest first, and reports the latest job's outcome. */
export function useRegexJob(job: RegexJob): { outcome: RegexOutcome | null; busy: boolean } {
  const [outcome, setOutcome] = useState<RegexOutcome | null>(null);
  const { submit, busy } = useRun<RegexJob, RegexJobResult>({
    createWorker: () => new Worker(new URL('./regex-tester.worker.ts', import.meta.url), { type: 'module' }),
    failure: 'Could not test this expression',
    newer: { afterMs: SUPERSEDE_AFTER_MS, timeLimitMs: TIME_LIMIT_MS, warmUp: WARM_UP_JOB, onTimeout: (done) => setOutcome({ kind: 'timeout', job: done }) },
    busyAfterMs: BUSY_SHOWN_AFTER_MS,
    onResult: (result, done) => setOutcome({ kind: 'result', job: done, result }),
    onError: (message, done) => setOutcome({ kind: 'failed', job: done, message }),
  });

  // A layout effect hands the job over before the browser paints, a frame sooner than a passive effect would.
  useLayoutEffect(() => {
    submit(job);
  }, [job, submit]);

  return { outcome, busy };
}
