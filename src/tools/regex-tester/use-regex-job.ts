import { useLayoutEffect, useRef, useState } from 'react';
import { useWorker } from '@/hooks/use-worker';
import { LatestJobScheduler } from './latest-job-scheduler';
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
  const [busy, setBusy] = useState(false);
  const schedulerRef = useRef<LatestJobScheduler<RegexJob, RegexJobResult> | null>(null);

  const worker = useWorker<RegexJob, RegexJobResult>(() => new Worker(new URL('./regex-tester.worker.ts', import.meta.url), { type: 'module' }), {
    action: 'Could not test this expression',
  });

  // Layout effects, in this order, so the scheduler exists before the first job is handed over below.
  useLayoutEffect(() => {
    let busyTimer: ReturnType<typeof setTimeout> | undefined;
    const scheduler = new LatestJobScheduler<RegexJob, RegexJobResult>(
      worker,
      {
        onResult: (done, result) => setOutcome({ kind: 'result', job: done, result }),
        onTimeout: (done) => setOutcome({ kind: 'timeout', job: done }),
        onError: (done, message) => setOutcome({ kind: 'failed', job: done, message }),
        onBusyChange: (running) => {
          if (running) {
            busyTimer ??= setTimeout(() => setBusy(true), BUSY_SHOWN_AFTER_MS);
            return;
          }
          clearTimeout(busyTimer);
          busyTimer = undefined;
          setBusy(false);
        },
      },
      { timeLimitMs: TIME_LIMIT_MS, supersedeAfterMs: SUPERSEDE_AFTER_MS, warmUp: WARM_UP_JOB },
    );
    schedulerRef.current = scheduler;
    return () => {
      clearTimeout(busyTimer);
      scheduler.dispose();
      schedulerRef.current = null;
    };
  }, [worker]);

  // A layout effect hands the job over before the browser paints, a frame sooner than a passive effect would.
  useLayoutEffect(() => {
    schedulerRef.current?.submit(job);
  }, [job]);

  return { outcome, busy };
}
