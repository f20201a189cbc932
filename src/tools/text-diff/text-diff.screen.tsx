import { ArrowLeftRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DocumentPane } from '@/components/document-pane';
import { ErrorLine } from '@/components/error-line';
import { ShareLinkButton } from '@/components/share-link-button';
import { SideBySide } from '@/components/side-by-side';
import { StatusLine } from '@/components/status-line';
import { Button } from '@/components/ui/button';
import { Segmented } from '@/components/ui/segmented';
import { useSharedState } from '@/hooks/use-shared-state';
import { useToolInput } from '@/hooks/use-tool-input';
import { DiffSummary } from './diff-summary';
import { DiffToolbar } from './diff-toolbar';
import { DiffView } from './diff-view';
import { splitLines } from './lines.logic';
import { PatchExport } from './patch-export';
import { PatchReader } from './patch-reader';
import { defaultState, keepOnDevice, paneFile, stateShape, type TextDiffState } from './text-diff.state';
import { useDiffJobs } from './use-diff-jobs';

const modes = [
  { value: 'compare', label: 'Compare texts' },
  { value: 'read', label: 'Read a patch' },
] as const;

export default function TextDiffScreen() {
  const shared = useSharedState(stateShape);
  const [state, setState] = useToolInput<TextDiffState>('state', defaultState, stateShape, { shared, keep: keepOnDevice });
  const change = (patch: Partial<TextDiffState>) => setState((previous) => ({ ...previous, ...patch }));
  // The names of the opened files, which the patch's headers and download take.
  const [names, setNames] = useState<{ original: string | null; changed: string | null }>({ original: null, changed: null });
  const oldName = names.original ?? 'original.txt';
  const newName = names.changed ?? 'changed.txt';
  const wantPatch = state.mode === 'compare' && state.view === 'patch';
  const jobs = useDiffJobs(state, wantPatch ? { oldName, newName } : null);
  const shown = jobs.shown;
  const oldLines = useMemo(() => (shown ? splitLines(shown.original) : []), [shown]);
  const newLines = useMemo(() => (shown ? splitLines(shown.changed) : []), [shown]);

  const setName = (side: 'original' | 'changed') => (name: string | null) => setNames((previous) => ({ ...previous, [side]: name }));
  const swap = () => {
    setState((previous) => ({ ...previous, original: previous.changed, changed: previous.original }));
    setNames(({ original, changed }) => ({ original: changed, changed: original }));
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
          <SideBySide>
            <DocumentPane
              label="Original"
              value={state.original}
              onChange={(original) => change({ original })}
              placeholder="Paste or type the original text, or drop a file here."
              file={paneFile('Original')}
              sourceName={names.original}
              onSourceName={setName('original')}
              subject="original"
            />
            <DocumentPane
              label="Changed"
              value={state.changed}
              onChange={(changed) => change({ changed })}
              placeholder="Paste or type the changed text, or drop a file here."
              file={paneFile('Changed')}
              sourceName={names.changed}
              onSourceName={setName('changed')}
              subject="changed"
            />
          </SideBySide>
          <div className="flex flex-wrap items-center gap-4">
            <Button icon={ArrowLeftRight} onClick={swap}>
              Swap
            </Button>
            <DiffToolbar state={state} onChange={change} />
          </div>
          <div className="flex min-h-6 flex-wrap items-center gap-4 text-sm">
            {shown && <DiffSummary diff={shown.diff} />}
            {jobs.busy && <StatusLine busy>Comparing…</StatusLine>}
          </div>
          <ErrorLine message={jobs.failure} />
          {state.view === 'patch' ? (
            <PatchExport patch={jobs.patch} busy={jobs.patchBusy} baseName={newName.replace(/\.[^.]*$/, '') || 'changes'} />
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
