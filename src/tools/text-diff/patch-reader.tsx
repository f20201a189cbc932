import { Wand2 } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { DocumentPane } from '@/components/document-pane';
import { ErrorLine } from '@/components/error-line';
import { Panel } from '@/components/panel';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { VirtualList } from '@/components/virtual-list';
import { DiffLine, MAX_SHOWN_CHARS, ROW_HEIGHT } from './diff-line';
import { applyToOriginal, readPatch } from './patch.logic';
import { patchRows, type PatchRow } from './patch-rows.logic';
import { paneFile } from './text-diff.state';

interface PatchReaderProps {
  patch: string;
  onPatchChange: (patch: string) => void;
  original: string;
  /** Puts the patched Original in the Changed pane. */
  onApplied: (patched: string) => void;
}

const lineKind = { '+': 'added', '-': 'removed', ' ': 'same' } as const;

function PatchRowView({ row, gutter }: { row: PatchRow; gutter: string }) {
  switch (row.kind) {
    case 'file':
      return (
        <div className="flex h-5 items-center gap-3 bg-slate-100 px-2 font-sans font-semibold dark:bg-slate-800">
          <span>{row.file.title}</span>
          {row.file.tags.map((tag) => (
            <span key={tag} className="rounded bg-white px-1.5 text-xs font-normal text-slate-700 dark:bg-slate-900 dark:text-slate-300">
              {tag}
            </span>
          ))}
          <span className="text-xs font-normal text-slate-700 dark:text-slate-300">
            +{row.file.added} −{row.file.removed}
          </span>
        </div>
      );
    case 'hunk':
      return <div className="h-5 bg-indigo-50 px-2 text-indigo-800 dark:bg-indigo-950/60 dark:text-indigo-200">{row.header}</div>;
    case 'note':
      return <div className="h-5 px-2 text-slate-600 italic dark:text-slate-400">\ {row.text}</div>;
    default:
      return (
        <DiffLine kind={lineKind[row.sign]} otherNumber={row.oldNumber} number={row.newNumber} text={row.text} segments={null} partner={-1} gutter={gutter} />
      );
  }
}

/** Paste or open a unified diff (one file or a whole `git diff`) to read it, and apply one file's changes to the Original. */
export function PatchReader({ patch, onPatchChange, original, onApplied }: PatchReaderProps) {
  const deferred = useDeferredValue(patch);
  const outcome = useMemo(() => readPatch(deferred), [deferred]);
  const rows = useMemo(() => (outcome.ok ? patchRows(outcome.files) : []), [outcome]);
  const width = useMemo(
    () => rows.reduce((longest, row) => Math.max(longest, row.kind === 'line' ? Math.min(row.text.length, MAX_SHOWN_CHARS) : 60), 0),
    [rows],
  );
  const [fileIndex, setFileIndex] = useState(0);
  const [applyError, setApplyError] = useState<string | null>(null);
  const files = outcome.ok ? outcome.files : [];
  const chosen = Math.min(fileIndex, Math.max(0, files.length - 1));

  const apply = () => {
    if (!outcome.ok) return;
    const result = applyToOriginal(original, outcome.patches[chosen]!);
    setApplyError(result.ok ? null : result.message);
    if (result.ok) onApplied(result.text);
  };

  return (
    <div className="space-y-4">
      <DocumentPane
        label="Patch"
        value={patch}
        onChange={(text) => {
          setApplyError(null);
          onPatchChange(text);
        }}
        placeholder="Paste a unified diff here, as git diff or diff -u print it, or drop a .diff or .patch file."
        file={paneFile('Patch')}
        subject="patch"
        error={!outcome.ok && patch.trim() !== '' ? outcome.message : null}
      />
      {outcome.ok && (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {files.length} {files.length === 1 ? 'file' : 'files'}: +{files.reduce((sum, file) => sum + file.added, 0)} added, −
            {files.reduce((sum, file) => sum + file.removed, 0)} removed lines.
          </p>
          <Panel flush className="overflow-hidden">
            <VirtualList
              role="region"
              aria-label="Patch, as read"
              tabIndex={0}
              count={rows.length}
              rowHeight={ROW_HEIGHT}
              minWidth={`${width + 16}ch`}
              renderRow={(row, style) => (
                <div className="inset-x-0" style={style}>
                  <PatchRowView row={rows[row]!} gutter="6ch" />
                </div>
              )}
              data-testid="patch-view"
              className="h-[28rem] font-mono text-[13px] leading-5"
            />
          </Panel>
          <div className="flex flex-wrap items-end gap-3">
            {files.length > 1 && (
              <Field label="File to apply">
                <Select
                  value={String(chosen)}
                  options={files.map((file, index) => ({ value: String(index), label: file.title }))}
                  onValue={(index) => setFileIndex(Number(index))}
                />
              </Field>
            )}
            <Button variant="primary" icon={Wand2} onClick={apply} disabled={original === ''}>
              Apply to Original
            </Button>
            <span className="text-xs text-slate-600 dark:text-slate-400">
              The patched text goes to the Changed pane, and the diff shows what the patch did.
            </span>
          </div>
          <ErrorLine message={applyError} />
        </>
      )}
    </div>
  );
}
