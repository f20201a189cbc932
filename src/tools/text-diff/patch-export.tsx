import { Download } from 'lucide-react';
import { CodePane } from '@/components/code-pane';
import { CopyButton } from '@/components/copy-button';
import { ErrorLine } from '@/components/error-line';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { downloadText } from '@/lib/download';
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
  const save = (extension: 'diff' | 'patch') => downloadText(`${baseName}.${extension}`, text, 'text/x-diff');
  return (
    <div className="space-y-2">
      <CodePane
        label="Unified patch"
        value={text}
        readOnly
        placeholder={patch?.ok ? 'The texts are equal: there is nothing to patch.' : 'The patch appears here.'}
        overlay={busy && !patch ? <Skeleton label="Writing the patch…" /> : undefined}
        actions={
          <>
            <CopyButton text={text} loading={busy} ariaLabel="Copy patch" />
            <Button onClick={() => save('diff')} disabled={text === '' || busy}>
              <Download aria-hidden="true" className="size-4" /> Download .diff
            </Button>
            <Button onClick={() => save('patch')} disabled={text === '' || busy}>
              <Download aria-hidden="true" className="size-4" /> Download .patch
            </Button>
          </>
        }
        footer="Three lines of context, as diff -u and git diff write it; whitespace and case always count in a patch."
      />
      <ErrorLine message={patch && !patch.ok ? patch.message : null} />
    </div>
  );
}
