import { diffTexts, diffTransfer, type DiffRequest, type LineDiff } from './line-diff.logic';
import { createUnifiedPatch, type PatchOutcome, type PatchRequest } from './patch.logic';

/** The jobs Text Diff's worker runs: the live diff, and the unified patch when it is shown. */
export type TextDiffJob = ({ job: 'diff' } & DiffRequest) | ({ job: 'patch' } & PatchRequest);
export type TextDiffJobResult = { job: 'diff'; diff: LineDiff } | { job: 'patch'; patch: PatchOutcome };

/** How long a diff may search before the differing middle is shown as replaced whole. */
export const DIFF_TIMEOUT_MS = 5_000;

export function runTextDiffJob(request: TextDiffJob): TextDiffJobResult {
  if (request.job === 'patch') return { job: 'patch', patch: createUnifiedPatch(request) };
  return { job: 'diff', diff: diffTexts(request) };
}

export function textDiffTransfer(result: TextDiffJobResult): ArrayBuffer[] {
  return result.job === 'diff' ? diffTransfer(result.diff) : [];
}
