import { CheckCircle2, CircleAlert, FileDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { DocumentPane } from '@/components/document-pane';
import { SideBySide } from '@/components/side-by-side';
import { Button } from '@/components/ui/button';
import { useRun } from '@/hooks/use-run';
import { jobFailureMessage } from '@/lib/job-failure';
import { isLargeJob, runJob, type ApplyRequest, type ApplyResponse, type JobRequest, type JobResponse, type Problem } from './json-diff-job.logic';
import { jsonFile } from './json-file';

const patchFile = jsonFile('patch', 'Drop a JSON Patch file to open it');

interface ApplyPanelProps {
  original: string;
  changed: string;
  patch: string;
  onPatchChange: (patch: string) => void;
  /** The patch the diff wrote, offered as a starting point. */
  generatedPatch: string;
}

/**
 * What the patch pane says when the patch cannot be applied. An Original that is not JSON has its error and
 * position under its own pane already, so here it is only the reason, said once.
 */
function applyProblem(outcome: Extract<ApplyResponse, { ok: false }>): Problem {
  if (outcome.source === 'patch') return outcome.problem;
  if (outcome.problem.position === null) return outcome.problem;
  return { message: jobFailureMessage('Could not apply this patch', 'the Original is not valid JSON'), position: null };
}

/** Apply: a JSON Patch typed, pasted or opened, applied to the Original as you edit, with the result or the failing operation. */
export function ApplyPanel({ original, changed, patch, onPatchChange, generatedPatch }: ApplyPanelProps) {
  const [latest, setLatest] = useState<ApplyResponse | null>(null);
  const [jobFailure, setJobFailure] = useState<string | null>(null);
  const { submit, busy, failed } = useRun<JobRequest, JobResponse>({
    compute: runJob,
    createWorker: () => new Worker(new URL('./json-diff.worker.ts', import.meta.url), { type: 'module' }),
    isLarge: isLargeJob,
    failure: 'Could not apply this patch',
    onResult: (response) => {
      setJobFailure(null);
      if (response.kind === 'apply') setLatest(response);
    },
    onError: setJobFailure,
  });
  useEffect(() => {
    const request: ApplyRequest = { kind: 'apply', original, changed, patch };
    submit(request);
  }, [original, changed, patch, submit]);

  // An empty patch box shows nothing, not "The patch is empty."; after a failed job the last result is of other input.
  const outcome = patch.trim() === '' || failed ? null : latest;
  const failure = patch.trim() === '' ? null : jobFailure;
  const result = outcome?.ok ? outcome.text : '';
  const problem = outcome && !outcome.ok ? applyProblem(outcome) : null;

  return (
    <section aria-labelledby="apply-heading" className="space-y-3">
      <h2 id="apply-heading" className="text-lg font-semibold">
        Apply a JSON Patch to the Original
      </h2>
      <SideBySide>
        <DocumentPane
          label="Patch to apply"
          value={patch}
          onChange={onPatchChange}
          language="json"
          placeholder='Paste a JSON Patch (RFC 6902), e.g. [{ "op": "replace", "path": "/name", "value": "new" }]'
          file={patchFile}
          subject="patch"
          actions={
            <Button icon={FileDown} onClick={() => onPatchChange(generatedPatch)} disabled={generatedPatch === ''}>
              Use generated patch
            </Button>
          }
          error={failure ?? problem?.message}
          problem={problem?.position}
        />
        <DocumentPane
          label="Patched Original"
          value={result}
          readOnly
          language="json"
          placeholder="The Original with the patch applied appears here."
          generated
          busy={busy ? 'Applying…' : null}
          copy="Copy result"
          download={{ fileName: 'patched.json', mimeType: 'application/json' }}
          notes={
            outcome?.ok &&
            outcome.equalsChanged !== null && (
              <p role="status" className="flex items-center gap-2 text-sm" data-testid="apply-verdict">
                {outcome.equalsChanged ? (
                  <CheckCircle2 aria-hidden="true" className="size-4 text-green-600 dark:text-green-400" />
                ) : (
                  <CircleAlert aria-hidden="true" className="size-4 text-amber-600 dark:text-amber-400" />
                )}
                {outcome.equalsChanged ? 'The result equals the Changed document.' : 'The result differs from the Changed document.'}
              </p>
            )
          }
        />
      </SideBySide>
    </section>
  );
}
