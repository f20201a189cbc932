import { useEffect, useState } from 'react';
import { useRun } from '@/hooks/use-run';
import type { DiffRequest, LineDiff } from './line-diff.logic';
import type { PatchOutcome } from './patch.logic';
import { DIFF_TIMEOUT_MS, runTextDiffJob, type TextDiffJob, type TextDiffJobResult } from './text-diff.logic';

/** Texts up to this size (both together) are compared at once on the page (a few ms even when they share nothing); bigger ones in the worker. */
const INLINE_CHARS = 4_000;

const createWorker = () => new Worker(new URL('./text-diff.worker.ts', import.meta.url), { type: 'module' });
const isLarge = (job: TextDiffJob) => job.original.length + job.changed.length > INLINE_CHARS;

export interface ShownDiff {
  diff: LineDiff;
  /** The texts this diff was computed from: the page draws their lines, not newer edits'. */
  original: string;
  changed: string;
  elapsedMs: number;
}

/** The live diff of the two texts (latest edit wins) and, when asked for, their unified patch. */
export function useDiffJobs(request: Omit<DiffRequest, 'timeoutMs'>, patchNames: { oldName: string; newName: string } | null) {
  const [shown, setShown] = useState<ShownDiff | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [patch, setPatch] = useState<PatchOutcome | null>(null);

  const diffJob = useRun<TextDiffJob, TextDiffJobResult>({
    compute: runTextDiffJob,
    createWorker,
    isLarge,
    failure: 'Could not compare these texts',
    onResult: (result, job, elapsedMs) => {
      if (result.job !== 'diff') return;
      setFailure(null);
      setShown({ diff: result.diff, original: job.original, changed: job.changed, elapsedMs });
    },
    onError: setFailure,
  });
  const patchJob = useRun<TextDiffJob, TextDiffJobResult>({
    compute: runTextDiffJob,
    createWorker,
    isLarge,
    failure: 'Could not write the patch',
    onResult: (result) => {
      if (result.job === 'patch') setPatch(result.patch);
    },
    onError: (message) => setPatch({ ok: false, message }),
  });

  const { original, changed, ignoreWhitespace, ignoreCase, detectMoves } = request;
  const { submit: submitDiff } = diffJob;
  useEffect(() => {
    submitDiff({ job: 'diff', original, changed, ignoreWhitespace, ignoreCase, detectMoves, timeoutMs: DIFF_TIMEOUT_MS });
  }, [original, changed, ignoreWhitespace, ignoreCase, detectMoves, submitDiff]);

  const { submit: submitPatch } = patchJob;
  const oldName = patchNames?.oldName;
  const newName = patchNames?.newName;
  useEffect(() => {
    if (oldName === undefined || newName === undefined) return;
    submitPatch({ job: 'patch', original, changed, oldName, newName, timeoutMs: DIFF_TIMEOUT_MS });
  }, [original, changed, oldName, newName, submitPatch]);

  // After a failed comparison the last diff belongs to other texts: it is not shown as theirs.
  return { shown: diffJob.failed ? null : shown, failure, busy: diffJob.busy, patch, patchBusy: patchJob.busy };
}
