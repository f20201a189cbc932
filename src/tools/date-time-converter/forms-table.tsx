import { CopyButton } from '@/components/copy-button';
import { Panel } from '@/components/panel';
import type { FormRow } from './forms.logic';

const cell = 'px-3 py-2 text-left align-top';

/** Every form of the instant, one row each, with a copy button per row. */
export function FormsTable({ rows, zone }: { rows: readonly FormRow[]; zone: string }) {
  return (
    <Panel flush className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="px-3 py-2 text-left text-slate-600 dark:text-slate-400">
          The instant in every form. Wall-time forms (offset, RFC 2822, SQL, readable, week, day of year, Excel) are in <strong>{zone}</strong>.
        </caption>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <tr key={row.id} data-testid={`form-${row.id}`}>
              <th scope="row" className={`${cell} w-56 font-medium text-slate-700 dark:text-slate-300`}>
                {row.label}
              </th>
              <td className={`${cell} min-w-0`}>
                {row.value !== null && <span className="font-mono break-all">{row.value}</span>}
                {row.note && (
                  <span className={`block text-xs ${row.value === null ? 'text-slate-600 italic dark:text-slate-400' : 'text-slate-500 dark:text-slate-400'}`}>
                    {row.note}
                  </span>
                )}
              </td>
              <td className={`${cell} w-px`}>
                <CopyButton text={row.value ?? ''} ariaLabel={`Copy ${row.label}`} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}
