import { DocumentPane } from '@/components/document-pane';
import { DownloadButton } from '@/components/download-button';
import type { PatchOutcome } from './patch.logic';

interface PatchExportProps {
  patch: PatchOutcome | null;
  busy: boolean;
  /** The file name to save as, without extension. */
  baseName: string;
}

/** The unified diff of the two texts, to copy or save as .diff or .patch. */
export function PatchExport({ patch, busy, baseName }: PatchExportProps) {
  const text = patch?.ok ? patch.text : '';
  const saveAs = (extension: 'diff' | 'patch') => (
    <DownloadButton fileName={`${baseName}.${extension}`} mimeType="text/x-diff" content={text} label={`Download .${extension}`} disabled={busy} />
  );
  return (
    <DocumentPane
      label="Unified patch"
      value={text}
      readOnly
      placeholder={patch?.ok ? 'The texts are equal: there is nothing to patch.' : 'The patch appears here.'}
      generated
      busy={busy ? 'Writing the patch…' : null}
      actions={
        <>
          {saveAs('diff')}
          {saveAs('patch')}
        </>
      }
      copy="Copy patch"
      footer="Three lines of context, as diff -u and git diff write it; whitespace and case always count in a patch."
      error={patch && !patch.ok ? patch.message : null}
    />
  );
}
