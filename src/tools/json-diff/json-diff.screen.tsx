import { ArrowLeftRight, FileCode } from 'lucide-react';
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { DocumentPane } from '@/components/document-pane';
import { ErrorLine } from '@/components/error-line';
import { OutputNotes } from '@/components/output-notes';
import { ShareLinkButton } from '@/components/share-link-button';
import { SideBySide } from '@/components/side-by-side';
import { StatusLine } from '@/components/status-line';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';
import { useRun } from '@/hooks/use-run';
import { useSharedState } from '@/hooks/use-shared-state';
import { useToolInput } from '@/hooks/use-tool-input';
import { formatBytes } from '@/lib/files';
import { shapeOf } from '@/lib/stored-value';
import { ApplyPanel } from './apply-panel';
import { AUTO_KEYS, type ArrayMode, type ArrayOptions } from './array-match.logic';
import { ChangeList } from './change-list';
import { defaultArrayOptions } from './json-diff.logic';
import { isLargeJob, runJob, type DiffRequest, type DiffResponse, type JobRequest, type JobResponse, type Problem } from './json-diff-job.logic';
import { jsonFile } from './json-file';
import { SAMPLE_CHANGED, SAMPLE_ORIGINAL } from './samples';
import { formatCount } from '@contract/format-number';

interface DiffState {
  original: string;
  changed: string;
  arrays: ArrayOptions;
  /** The patch in the Apply panel. */
  patch: string;
}

const MAX_TEXT = 5_000_000;
// What a share link or this device's storage may bring back (both untrusted).
const stateShape = shapeOf<DiffState>(
  z.object({
    original: z.string().check(z.maxLength(MAX_TEXT)),
    changed: z.string().check(z.maxLength(MAX_TEXT)),
    arrays: z.object({ mode: z.enum(['auto', 'key', 'position']), key: z.string().check(z.maxLength(200)) }),
    patch: z.string().check(z.maxLength(MAX_TEXT)),
  }),
);
const emptyState: DiffState = { original: '', changed: '', arrays: defaultArrayOptions, patch: '' };

/** A parse error is not shown for an empty document. */
const problemIn = (text: string, problem: Problem | null | undefined) => (text.trim() === '' ? null : (problem ?? null));

const modeOptions: SelectOption<ArrayMode>[] = [
  { value: 'auto', label: `By key, found automatically (${AUTO_KEYS.join(', ')})` },
  { value: 'key', label: 'By a key I name' },
  { value: 'position', label: 'By position' },
];

export default function JsonDiffScreen() {
  const shared = useSharedState(stateShape);
  const [state, setState] = useToolInput<DiffState>('documents', emptyState, stateShape, { shared });
  const [latest, setLatest] = useState<DiffResponse | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const { submit, busy, failed } = useRun<JobRequest, JobResponse>({
    compute: runJob,
    createWorker: () => new Worker(new URL('./json-diff.worker.ts', import.meta.url), { type: 'module' }),
    isLarge: isLargeJob,
    failure: 'Could not compare these documents',
    onResult: (result, _request, elapsed) => {
      setFailure(null);
      setElapsedMs(elapsed);
      if (result.kind === 'diff') setLatest(result);
    },
    onError: setFailure,
  });
  const { original, changed, arrays } = state;
  useEffect(() => {
    const request: DiffRequest = { kind: 'diff', original, changed, arrays };
    submit(request);
  }, [original, changed, arrays, submit]);
  // After a failed comparison the last one is of other documents: neither its changes nor its patch are shown.
  const response = failed ? null : latest;

  const change = (patch: Partial<DiffState>) => setState((previous) => ({ ...previous, ...patch }));
  const diff = original.trim() && changed.trim() ? response?.diff : null;
  const patchText = diff?.patchText ?? '';

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-3">
        <Button icon={FileCode} onClick={() => change({ original: SAMPLE_ORIGINAL, changed: SAMPLE_CHANGED, patch: '' })}>
          Sample
        </Button>
        <Button icon={ArrowLeftRight} onClick={() => change({ original: changed, changed: original })} disabled={original === '' && changed === ''}>
          Swap
        </Button>
        <Field label="Match array items">
          <Select value={arrays.mode} options={modeOptions} onValue={(mode) => change({ arrays: { ...arrays, mode } })} />
        </Field>
        {arrays.mode === 'key' && (
          <Field label="Item key">
            <Input code value={arrays.key} onValue={(key) => change({ arrays: { ...arrays, key } })} placeholder="id" className="w-32" />
          </Field>
        )}
        <ShareLinkButton state={state} />
        {busy && <StatusLine busy>Comparing…</StatusLine>}
      </div>

      <SideBySide>
        {(['original', 'changed'] as const).map((side) => {
          const label = side === 'original' ? 'Original' : 'Changed';
          const problem = problemIn(state[side], response?.[side]);
          return (
            <DocumentPane
              key={side}
              label={label}
              placeholder={`Paste the ${side} JSON here, drop a .json file, or open one.`}
              value={state[side]}
              onChange={(text) => change({ [side]: text })}
              language="json"
              file={jsonFile(label, `Drop a JSON file to open it as the ${label}`)}
              subject={label}
              error={problem?.message}
              problem={problem?.position}
            />
          );
        })}
      </SideBySide>
      <ErrorLine message={failure} />
      {response && <OutputNotes level={2} title="Notes on the inputs" items={response.notes} />}

      {diff && <ChangeList diff={diff} />}

      <DocumentPane
        label="JSON Patch (RFC 6902)"
        value={patchText}
        readOnly
        language="json"
        placeholder="The patch that turns the Original into the Changed document appears here."
        generated
        busy={busy ? 'Comparing…' : null}
        copy="Copy patch"
        download={{ fileName: 'changes.patch.json', mimeType: 'application/json-patch+json' }}
        footer={
          diff ? (
            <span data-testid="patch-summary">
              {formatCount(diff.operations, 'operation', 'operations')} · compared {formatBytes(original.length + changed.length)} in {Math.round(elapsedMs)} ms
            </span>
          ) : undefined
        }
      />

      <ApplyPanel original={original} changed={changed} patch={state.patch} onPatchChange={(patch) => change({ patch })} generatedPatch={patchText} />
    </div>
  );
}
