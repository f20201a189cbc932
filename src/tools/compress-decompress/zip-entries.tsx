import { formatNumber } from '@contract/format-number';
import { FileOutput as ExtractIcon, Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatBytes } from '@/lib/files';
import type { ZipEntry } from './zip.logic';
import { ACTIONS_COLUMN, TableHead } from '@/components/table-head';

/** Rows drawn at most: an archive of 100,000 files would otherwise stall the page; the rest are counted. */
const SHOWN_ENTRIES = 2_000;

const ratio = (entry: ZipEntry) => (entry.size === 0 ? '' : `${Math.round((entry.compressedSize / entry.size) * 100)} %`);

/** The archive's entries as a table: sizes, ratio, method, time, and Extract, or why not. */
export function ZipEntries({ entries, busyIndex, onExtract }: { entries: ZipEntry[]; busyIndex: number | null; onExtract: (entry: ZipEntry) => void }) {
  const shown = entries.slice(0, SHOWN_ENTRIES);
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <TableHead
          className="border-b border-slate-200 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400"
          cellClassName="px-3 py-2 font-medium"
          columns={[
            'Name',
            { label: 'Size', className: 'text-right' },
            { label: 'Compressed', className: 'text-right' },
            { label: 'Ratio', className: 'text-right' },
            'Method',
            'Modified',
            ACTIONS_COLUMN,
          ]}
        />
        <tbody>
          {shown.map((entry) => (
            <tr key={entry.index} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
              <td className="px-3 py-1.5 font-mono text-xs break-all">
                {entry.encrypted && <Lock aria-label="Encrypted" className="mr-1 inline size-3.5 text-amber-700" />}
                {entry.name}
              </td>
              <td className="px-3 py-1.5 text-right whitespace-nowrap">{entry.directory ? '' : formatBytes(entry.size)}</td>
              <td className="px-3 py-1.5 text-right whitespace-nowrap">{entry.directory ? '' : formatBytes(entry.compressedSize)}</td>
              <td className="px-3 py-1.5 text-right whitespace-nowrap">{entry.directory ? '' : ratio(entry)}</td>
              <td className="px-3 py-1.5">{entry.directory ? 'folder' : entry.method}</td>
              <td className="px-3 py-1.5 whitespace-nowrap">{entry.modified ?? ''}</td>
              <td className="px-3 py-1.5 text-right">
                {!entry.directory &&
                  (entry.refusal ? (
                    <span className="text-xs text-amber-800 dark:text-amber-300">{entry.encrypted ? 'Encrypted' : 'Not supported'}</span>
                  ) : (
                    <Button size="sm" icon={ExtractIcon} busy={busyIndex === entry.index} onClick={() => onExtract(entry)} aria-label={`Extract ${entry.name}`}>
                      Extract
                    </Button>
                  ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {entries.length > shown.length && (
        <p className="px-3 py-2 text-xs text-slate-600 dark:text-slate-400">
          The first {formatNumber(SHOWN_ENTRIES)} of {formatNumber(entries.length)} entries are shown.
        </p>
      )}
    </div>
  );
}
