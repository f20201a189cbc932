import { useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { DownloadButton } from '@/components/download-button';
import { ErrorLine } from '@/components/error-line';
import { Panel } from '@/components/panel';
import { StatusLine } from '@/components/status-line';
import { toReactComponent } from './svg-export.logic';
import { componentName, iconBaseName, SVG_MIME_TYPE, svgDataUri, svgFileName } from './svg-icon-generator.logic';
import { svgToPng } from './svg-png';

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
  // Kept with the icon it was about, so a new icon does not show an old icon's failure.
  const [exportError, setExportError] = useState<{ svg: string; message: string } | null>(null);
  const failExport = (message: string) => setExportError({ svg, message });
  const dataUri = svg ? svgDataUri(svg) : '';
  const name = componentName(prompt);
  const none = svg === '' || busy;

  return (
    <Panel title="Preview">
      {/* A checkerboard, so transparent parts of the icon read as transparent in light and dark themes. */}
      <div
        className="grid min-h-64 place-items-center rounded-lg border border-slate-200 bg-[length:16px_16px] bg-[position:0_0,8px_8px] p-4 dark:border-slate-700"
        style={{
          backgroundImage:
            'linear-gradient(45deg, rgb(148 163 184 / 0.25) 25%, transparent 25%, transparent 75%, rgb(148 163 184 / 0.25) 75%), linear-gradient(45deg, rgb(148 163 184 / 0.25) 25%, transparent 25%, transparent 75%, rgb(148 163 184 / 0.25) 75%)',
        }}
      >
        {busy ? (
          <StatusLine busy>Generating icon…</StatusLine>
        ) : svg ? (
          <img src={dataUri} alt={`Generated icon: ${prompt}`} width={size} height={size} className="max-h-64 max-w-full object-contain" />
        ) : (
          <p className="text-sm text-slate-500 dark:text-slate-400">Your generated icon will appear here</p>
        )}
      </div>
      {note && !busy && <p className="text-xs text-slate-600 dark:text-slate-400">{note}</p>}
      <div className="flex flex-wrap gap-2">
        <DownloadButton
          label="Download .svg"
          variant="primary"
          fileName={svgFileName(prompt)}
          mimeType={SVG_MIME_TYPE}
          content={svg}
          disabled={none}
          onError={failExport}
        />
        <CopyButton text={none ? '' : svg} label="Copy SVG" />
        <DownloadButton
          label="Download PNG"
          fileName={`${iconBaseName(prompt)}.png`}
          mimeType="image/png"
          content={() => svgToPng(dataUri, size)}
          disabled={none}
          onError={failExport}
        />
        <CopyButton text={none ? '' : dataUri} label="Copy data URI" />
        <DownloadButton
          label="Download React component"
          fileName={`${name}.tsx`}
          mimeType="text/typescript"
          content={() => toReactComponent(svg, name)}
          disabled={none}
          onError={failExport}
        />
      </div>
      <ErrorLine message={exportError?.svg === svg ? exportError.message : null} />
    </Panel>
  );
}
