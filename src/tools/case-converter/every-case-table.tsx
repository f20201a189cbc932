import { CopyButton } from '@/components/copy-button';
import { Panel } from '@/components/panel';
import { Button } from '@/components/ui/button';
import type { CaseId } from './cases.logic';
import { PREVIEW_LINES, type CasePreview } from './case-converter.logic';
import { ACTIONS_COLUMN, TableHead } from '@/components/table-head';

interface EveryCaseTableProps {
  preview: CasePreview;
  target: CaseId;
  onPick: (id: CaseId) => void;
}

const cell = 'px-3 py-1.5 text-left align-top';

/** Every case of the input's first lines at once, each with its own copy and a button that makes it the output's case. */
export function EveryCaseTable({ preview, target, onPick }: EveryCaseTableProps) {
  return (
    <Panel flush className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="px-3 py-2 text-left">
          <span className="font-medium">Every case</span>
          {preview.partial && (
            <span className="ml-2 text-slate-600 dark:text-slate-400">
              (the first {PREVIEW_LINES} lines; the Output pane has every line in the case you choose)
            </span>
          )}
        </caption>
        <TableHead className="bg-slate-50 dark:bg-slate-800/60" cellClassName={cell} columns={['Case', 'Result', ACTIONS_COLUMN]} />
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {preview.rows.map((row) => (
            <tr key={row.id} className={row.id === target ? 'bg-indigo-50 dark:bg-indigo-950/40' : undefined}>
              <th scope="row" className={`${cell} font-mono font-normal whitespace-nowrap`}>
                {row.label}
              </th>
              <td className={`${cell} w-full`}>
                <pre className="max-h-40 overflow-auto font-mono break-all whitespace-pre-wrap" data-testid={`case-${row.id}`}>
                  {row.text}
                </pre>
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                <span className="flex gap-2">
                  <CopyButton text={row.text} ariaLabel={`Copy ${row.label}`} />
                  <Button onClick={() => onPick(row.id)} aria-pressed={row.id === target} aria-label={`Convert every line to ${row.label}`}>
                    {row.id === target ? 'In output' : 'Use'}
                  </Button>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}
