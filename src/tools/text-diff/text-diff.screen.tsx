import { ArrowLeftRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ErrorLine } from '@/components/error-line';
import { ShareLinkButton } from '@/components/share-link-button';
import { Button } from '@/components/ui/button';
import { Segmented } from '@/components/ui/segmented';
import { Spinner } from '@/components/ui/spinner';
import { useSharedState } from '@/hooks/use-shared-state';
import { useToolInput } from '@/hooks/use-tool-input';
import { DiffSummary } from './diff-summary';
import { DiffToolbar } from './diff-toolbar';
import { DiffView } from './diff-view';
import { splitLines } from './lines.logic';
import { PatchExport } from './patch-export';
import { PatchReader } from './patch-reader';
import { defaultState, keepOnDevice, stateShape, type TextDiffState } from './text-diff.state';
import { TextPane } from './text-pane';
import { useDiffJobs } from './use-diff-jobs';

const modes = [
  { value: 'compare', label: 'Compare texts' },
  { value: 'read', label: 'Read a patch' },
] as const;

export default function TextDiffScreen() {
  const shared = useSharedState(stateShape);
  const [state, setState] = useToolInput<TextDiffState>('state', defaultState, stateShape, { shared, keep: keepOnDevice });
  const change = (patch: Partial<TextDiffState>) => setState((previous) => ({ ...previous, ...patch }));
  const [names, setNames] = useState({ oldName: 'original.txt', newName: 'changed.txt' });
  const [problem, setProblem] = useState<string | null>(null);
  const wantPatch = state.mode === 'compare' && state.view === 'patch';
  const jobs = useDiffJobs(state, wantPatch ? names : null);
  const shown = jobs.shown;
  const oldLines = useMemo(() => (shown ? splitLines(shown.original) : []), [shown]);
  const newLines = useMemo(() => (shown ? splitLines(shown.changed) : []), [shown]);

  const setText = (side: 'original' | 'changed') => (text: string, fileName?: string) => {
    setProblem(null);
    change({ [side]: text });
    if (fileName) setNames((previous) => ({ ...previous, [side === 'original' ? 'oldName' : 'newName']: fileName }));
  };
  const swap = () => {
    setState((previous) => ({ ...previous, original: previous.changed, changed: previous.original }));
    setNames(({ oldName, newName }) => ({ oldName: newName, newName: oldName }));
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-4">
        <Segmented legend="Mode" hideLegend name="text-diff-mode" value={state.mode} options={modes} onChange={(mode) => change({ mode })} />
        <ShareLinkButton state={state} />
      </div>

      {state.mode === 'read' ? (
        <PatchReader
          patch={state.patch}
          onPatchChange={(patch) => change({ patch })}
          original={state.original}
          onApplied={(patched) => change({ changed: patched, mode: 'compare' })}
        />
      ) : (
        <>
          <div className="grid gap-4 lg:grid-cols-2">
            <TextPane
              label="Original"
              value={state.original}
              onChange={setText('original')}
              onError={setProblem}
              placeholder="Paste or type the original text, or drop a file here."
            />
            <TextPane
              label="Changed"
              value={state.changed}
              onChange={setText('changed')}
              onError={setProblem}
              placeholder="Paste or type the changed text, or drop a file here."
            />
          </div>
          <ErrorLine message={problem} />
          <div className="flex flex-wrap items-center gap-4">
            <Button onClick={swap}>
              <ArrowLeftRight aria-hidden="true" className="size-4" /> Swap
            </Button>
            <DiffToolbar state={state} onChange={change} />
          </div>
          <div className="flex min-h-6 flex-wrap items-center gap-4 text-sm">
            {shown && <DiffSummary diff={shown.diff} />}
            {jobs.busy && (
              <span role="status" className="inline-flex items-center gap-2 text-slate-600 dark:text-slate-400">
                <Spinner className="size-3" /> Comparing…
              </span>
            )}
          </div>
          <ErrorLine message={jobs.failure} />
          {state.view === 'patch' ? (
            <PatchExport patch={jobs.patch} busy={jobs.patchBusy} baseName={names.newName.replace(/\.[^.]*$/, '') || 'changes'} />
          ) : (
            shown && (
              <DiffView
                key={`${shown.original.length}:${shown.changed.length}:${shown.elapsedMs}`}
                diff={shown.diff}
                oldLines={oldLines}
                newLines={newLines}
                layout={state.view}
                granularity={state.granularity}
                options={state}
              />
            )
          )}
        </>
      )}
    </div>
  );
}
