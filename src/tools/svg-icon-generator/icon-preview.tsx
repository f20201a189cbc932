import { Download, FileCode, Image as ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { ErrorLine } from '@/components/error-line';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { downloadBlob, downloadText } from '@/lib/download';
import { toReactComponent } from './svg-export.logic';
import { componentName, iconBaseName, SVG_MIME_TYPE, svgDataUri, svgFileName } from './svg-icon-generator.logic';
import { svgToPng } from './svg-png';
import { failureMessage } from '@/lib/job-failure';

interface IconPreviewProps {
  /** Sanitised markup at the chosen settings; empty before the first icon. */
  svg: string;
  /** The prompt the icon was made from, which names the files. */
  prompt: string;
  note: string | null;
  busy: boolean;
  size: number;
}

/** The preview box (the icon as an inline base64 data image) and every way to take the icon away. */
export function IconPreview({ svg, prompt, note, busy, size }: IconPreviewProps) {
  const [exportError, setExportError] = useState<string | null>(null);
  const dataUri = svg ? svgDataUri(svg) : '';
  const name = componentName(prompt);
  const none = svg === '' || busy;

  const downloadPng = async () => {
    setExportError(null);
    try {
      downloadBlob(`${iconBaseName(prompt)}.png`, await svgToPng(dataUri, size));
    } catch (error) {
      setExportError(failureMessage('Could not make the PNG', error));
    }
  };

  return (
    <section
      aria-label="Preview"
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="text-sm font-semibold">Preview</h2>
      {/* A checkerboard, so transparent parts of the icon read as transparent in light and dark themes. */}
      <div
        className="grid min-h-64 place-items-center rounded-lg border border-slate-200 bg-[length:16px_16px] bg-[position:0_0,8px_8px] p-4 dark:border-slate-700"
        style={{
          backgroundImage:
            'linear-gradient(45deg, rgb(148 163 184 / 0.25) 25%, transparent 25%, transparent 75%, rgb(148 163 184 / 0.25) 75%), linear-gradient(45deg, rgb(148 163 184 / 0.25) 25%, transparent 25%, transparent 75%, rgb(148 163 184 / 0.25) 75%)',
        }}
      >
        {busy ? (
          <Spinner className="size-8 text-slate-500" />
        ) : svg ? (
          <img src={dataUri} alt={`Generated icon: ${prompt}`} width={size} height={size} className="max-h-64 max-w-full object-contain" />
        ) : (
          <p className="text-sm text-slate-500 dark:text-slate-400">Your generated icon will appear here</p>
        )}
      </div>
      {note && !busy && <p className="text-xs text-slate-600 dark:text-slate-400">{note}</p>}
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" disabled={none} onClick={() => downloadText(svgFileName(prompt), svg, SVG_MIME_TYPE)}>
          <Download aria-hidden="true" className="size-4" /> Download .svg
        </Button>
        <CopyButton text={none ? '' : svg} label="Copy SVG" />
        <Button disabled={none} onClick={() => void downloadPng()}>
          <ImageIcon aria-hidden="true" className="size-4" /> Download PNG
        </Button>
        <CopyButton text={none ? '' : dataUri} label="Copy data URI" />
        <Button disabled={none} onClick={() => downloadText(`${name}.tsx`, toReactComponent(svg, name), 'text/typescript')}>
          <FileCode aria-hidden="true" className="size-4" /> Download React component
        </Button>
      </div>
      <ErrorLine message={exportError} />
    </section>
  );
}
