import { useMemo } from 'react';
import { Panel } from '@/components/panel';
import { isJsonObject } from './jwt-decode.logic';
import { claimValuePreview, isTimeClaim, timeClaimView } from './jwt-claims.logic';
import { ClaimName } from './claim-name';
import { formatNumber } from '@contract/format-number';
import { TableHead } from '@/components/table-head';

/** More rows than this would only slow the page; the Payload panel shows everything. */
const MAX_ROWS = 200;

interface ClaimsTableProps {
  payload: unknown;
  now: number;
  /** The visitor's time zone; null for the first frame, which shows the rest. */
  timeZone: string | null;
}

/** Every top-level claim with its value; iat, nbf and exp also as dates in local time and UTC, and how far away. */
export function ClaimsTable({ payload, now, timeZone }: ClaimsTableProps) {
  const rows = useMemo(
    () =>
      isJsonObject(payload)
        ? Object.entries(payload)
            .slice(0, MAX_ROWS)
            .map(([name, value]) => ({ name, value, preview: claimValuePreview(value) }))
        : [],
    [payload],
  );
  const total = isJsonObject(payload) ? Object.keys(payload).length : 0;

  return (
    <Panel title="Claims">
      {rows.length > 0 && (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Times in {timeZone === null ? 'local time and UTC' : timeZone === 'UTC' ? 'UTC' : `${timeZone} and UTC`}. Hover or focus a claim name to see what it
          means.
        </p>
      )}
      {payload === null && <p className="text-sm text-slate-500 dark:text-slate-400">Decode a token to see its claims.</p>}
      {payload !== null && !isJsonObject(payload) && (
        <p className="text-sm text-slate-500 dark:text-slate-400">The payload is not a JSON object, so it has no claims.</p>
      )}
      {rows.length > 0 && (
        <table className="w-full table-fixed text-left text-sm">
          <TableHead
            className="text-xs text-slate-500 dark:text-slate-400"
            cellClassName="py-1 font-medium"
            columns={[{ label: 'Claim', className: 'w-32' }, 'Value']}
          />
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {rows.map(({ name, value, preview }) => (
              <tr key={name} className="align-top">
                <th scope="row" className="py-1.5 pr-2 font-medium">
                  <ClaimName name={name} />
                </th>
                <td className="py-1.5">
                  <code className="font-mono break-all">{preview}</code>
                  {isTimeClaim(name) && <TimeDetails view={timeClaimView(name, value, now, timeZone)} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {total > rows.length && (
        <p className="text-xs text-slate-500 dark:text-slate-400">And {formatNumber(total - rows.length)} more claims: see the Payload panel.</p>
      )}
    </Panel>
  );
}

function TimeDetails({ view }: { view: ReturnType<typeof timeClaimView> }) {
  if (!view.ok) return <p className="text-xs text-amber-800 dark:text-amber-300">{view.problem}</p>;
  return (
    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-600 dark:text-slate-400">
      <dt>Local</dt>
      <dd className="font-mono">{view.local ?? '…'}</dd>
      <dt>UTC</dt>
      <dd className="font-mono">{view.utc}</dd>
      <dt className="sr-only">When</dt>
      <dd className="col-span-2 font-medium text-slate-800 dark:text-slate-200">{view.relative}</dd>
      {view.note && <dd className="col-span-2 text-amber-800 dark:text-amber-300">{view.note}</dd>}
    </dl>
  );
}
