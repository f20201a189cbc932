import { useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { DownloadButton } from '@/components/download-button';
import { Panel } from '@/components/panel';
import { Segmented } from '@/components/ui/segmented';
import type { PaletteColor } from './local-palette.logic';
import { exportFile, exportFormats, exportLabels, exportPalette, type ExportFormat } from './palette-export.logic';

const formatOptions = exportFormats.map((format) => ({ value: format, label: exportLabels[format] }));

/** The palette as CSS variables, a Tailwind theme or JSON, to copy or download. */
export function ExportPanel({ colors }: { colors: readonly PaletteColor[] }) {
  const [format, setFormat] = useState<ExportFormat>('css');
  const code = exportPalette(colors, format);
  const file = exportFile(format);
  return (
    <Panel
      title="Export"
      actions={
        <>
          <Segmented legend="Export format" hideLegend name="palette-export-format" value={format} options={formatOptions} onChange={setFormat} />
          <CopyButton text={code} ariaLabel={`Copy ${exportLabels[format]}`} />
          <DownloadButton fileName={file.name} mimeType={file.mimeType} content={code} />
        </>
      }
    >
      <pre
        aria-label={`${exportLabels[format]} code`}
        tabIndex={0}
        className="overflow-x-auto rounded-lg bg-slate-50 p-3 font-mono text-xs text-slate-800 dark:bg-slate-950 dark:text-slate-200"
      >
        {code}
      </pre>
    </Panel>
  );
}
