import { Download } from 'lucide-react';
import { useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { Button } from '@/components/ui/button';
import { Segmented } from '@/components/ui/segmented';
import { downloadText } from '@/lib/download';
import type { PaletteColor } from './local-palette.logic';
import { exportFile, exportFormats, exportLabels, exportPalette, type ExportFormat } from './palette-export.logic';

const formatOptions = exportFormats.map((format) => ({ value: format, label: exportLabels[format] }));

/** The palette as CSS variables, a Tailwind theme or JSON, to copy or download. */
export function ExportPanel({ colors }: { colors: readonly PaletteColor[] }) {
  const [format, setFormat] = useState<ExportFormat>('css');
  const code = exportPalette(colors, format);
  const file = exportFile(format);
  return (
    <section
      aria-labelledby="palette-export-heading"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="palette-export-heading" className="text-base font-semibold">
          Export
        </h2>
        <Segmented legend="Export format" hideLegend name="palette-export-format" value={format} options={formatOptions} onChange={setFormat} />
        <div className="ml-auto flex gap-2">
          <CopyButton text={code} ariaLabel={`Copy ${exportLabels[format]}`} />
          <Button onClick={() => downloadText(file.name, code, file.mimeType)}>
            <Download aria-hidden="true" className="size-4" /> Download
          </Button>
        </div>
      </div>
      <pre
        aria-label={`${exportLabels[format]} code`}
        tabIndex={0}
        className="overflow-x-auto rounded-lg bg-slate-50 p-3 font-mono text-xs text-slate-800 dark:bg-slate-950 dark:text-slate-200"
      >
        {code}
      </pre>
    </section>
  );
}
