import { FileText, Upload, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { OpenFileButton } from '@/components/file-drop';
import { FileZone } from '@/components/file-zone';
import { Panel } from '@/components/panel';
import { StatusLine } from '@/components/status-line';
import { Button } from '@/components/ui/button';
import { formatBytes } from '@/lib/files';
import type { PdfSummary } from './pdf-reader';
import { PDF_FILE_RULES } from './pdf-to-json.logic';

interface PdfUploadProps {
  file: File | null;
  onFile: (file: File) => void;
  onClear: () => void;
  onError: (message: string) => void;
}

type SummaryState = { status: 'loading' } | { status: 'ready'; summary: PdfSummary } | { status: 'failed' };

/** The upload area: drop or choose a PDF; shows its name, size, page count and first page. */
export function PdfUpload({ file, onFile, onClear, onError }: PdfUploadProps) {
  // The summary of the file it was made for, so a newer file never shows an older one's pages.
  const [made, setMade] = useState<{ file: File; state: SummaryState } | null>(null);
  const summary: SummaryState | null = file ? (made?.file === file ? made.state : { status: 'loading' }) : null;

  useEffect(() => {
    if (!file) return;
    let current = true;
    // pdf.js (about 130 KB gzipped, plus its worker) loads with the first file, not with the screen.
    import('./pdf-reader')
      .then(({ summarizePdf }) => summarizePdf(file))
      .then(
        (result) => current && setMade({ file, state: { status: 'ready', summary: result } }),
        () => current && setMade({ file, state: { status: 'failed' } }),
      );
    return () => {
      current = false;
    };
  }, [file]);

  const pick = { rules: PDF_FILE_RULES, onFile, onError };
  return (
    <Panel title="PDF">
      <FileZone dropLabel="Drop the PDF to convert" {...pick} className="min-h-36 justify-center">
        {file ? (
          <div className="flex w-full items-center gap-4 text-left">
            <Thumbnail state={summary} name={file.name} />
            <div className="min-w-0 flex-1 space-y-1 text-sm">
              <p className="flex items-center gap-1.5 font-medium break-all">
                <FileText aria-hidden="true" className="size-4 shrink-0" /> {file.name}
              </p>
              <p className="text-slate-600 dark:text-slate-400">
                {formatBytes(file.size)}
                {summary?.status === 'ready' && ` · ${summary.summary.pageCount} ${summary.summary.pageCount === 1 ? 'page' : 'pages'}`}
              </p>
              {summary?.status === 'failed' && (
                <p className="text-amber-700 dark:text-amber-400">pdf.js could not read this file; the AI engine may still manage.</p>
              )}
              <div className="flex flex-wrap gap-2 pt-1">
                <OpenFileButton label="Choose another PDF" {...pick} />
                <Button variant="ghost" icon={X} onClick={onClear}>
                  Remove
                </Button>
              </div>
            </div>
          </div>
        ) : (
          <>
            <Upload aria-hidden="true" className="size-6 text-slate-400" />
            <p className="text-sm text-slate-600 dark:text-slate-400">Drop a PDF here (up to 10 MB), or</p>
            <OpenFileButton label="Choose PDF" {...pick} />
          </>
        )}
      </FileZone>
    </Panel>
  );
}

function Thumbnail({ state, name }: { state: SummaryState | null; name: string }) {
  if (state?.status === 'ready') {
    return (
      <img
        src={state.summary.thumbnail}
        alt={`First page of ${name}`}
        className="w-28 shrink-0 rounded border border-slate-200 bg-white shadow-sm dark:border-slate-700"
      />
    );
  }
  return (
    <div className="grid h-36 w-28 shrink-0 place-items-center rounded border border-slate-200 dark:border-slate-700">
      {state?.status === 'loading' ? <StatusLine busy>Reading…</StatusLine> : <FileText aria-hidden="true" className="size-6 text-slate-400" />}
    </div>
  );
}
