import { formatCount } from '@contract/format-number';
import type { ReactNode } from 'react';
import { describeLifetime, type RequestCookie, type ResponseCookie } from './cookies.logic';
import { TableHead } from '@/components/table-head';

const CELL = 'border-t border-slate-200 px-3 py-1.5 align-top dark:border-slate-800';
const HEAD = 'px-3 py-1.5 text-left font-medium text-slate-600 dark:text-slate-400';

function Value({ cookie }: { cookie: RequestCookie }) {
  return (
    <>
      <span className="font-mono break-all">{cookie.value}</span>
      {cookie.raw !== cookie.value && <span className="block font-mono text-xs break-all text-slate-500 dark:text-slate-400">sent as {cookie.raw}</span>}
    </>
  );
}

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <TableHead cellClassName={HEAD} columns={head} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function CookieTable({ cookies }: { cookies: RequestCookie[] }) {
  return (
    <Table head={['Name', 'Value']}>
      {cookies.map((cookie, index) => (
        <tr key={index}>
          <th scope="row" className={`${CELL} text-left font-mono font-medium`}>
            {cookie.name}
          </th>
          <td className={CELL}>
            <Value cookie={cookie} />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Secure, HttpOnly and the rest as words, so no flag is told by colour or an icon alone. */
function flagsOf(cookie: ResponseCookie): string[] {
  return [
    cookie.secure && 'Secure',
    cookie.httpOnly && 'HttpOnly',
    cookie.sameSite !== undefined && `SameSite=${cookie.sameSite}`,
    cookie.partitioned && 'Partitioned',
    cookie.priority !== undefined && `Priority=${cookie.priority}`,
    ...cookie.other.map(([name, value]) => (value === '' ? name : `${name}=${value}`)),
  ].filter((flag): flag is string => typeof flag === 'string');
}

export function SetCookieTable({ cookies, now }: { cookies: ResponseCookie[]; now: number }) {
  return (
    <Table head={['Name', 'Value', 'Expires', 'Domain', 'Path', 'Attributes', 'Warnings']}>
      {cookies.map((cookie, index) => (
        <tr key={index} data-testid="set-cookie-row">
          <th scope="row" className={`${CELL} text-left font-mono font-medium`}>
            {cookie.name || '(no name)'}
          </th>
          <td className={CELL}>
            <Value cookie={cookie} />
          </td>
          <td className={CELL}>
            <span className="block" data-testid="cookie-lifetime">
              {describeLifetime(cookie.lifetime, now)}
            </span>
            {cookie.lifetime.kind === 'until' && (
              <span className="block text-xs text-slate-500 dark:text-slate-400">
                {cookie.lifetime.at.toUTCString()}
                {cookie.lifetime.by === 'Max-Age' && ` (Max-Age=${cookie.maxAge})`}
              </span>
            )}
            {cookie.expires !== undefined && cookie.expiresAt === undefined && (
              <span className="block text-xs text-slate-500 dark:text-slate-400">Expires={cookie.expires}, not a date</span>
            )}
          </td>
          <td className={`${CELL} font-mono`}>{cookie.domain ?? 'this host only'}</td>
          <td className={`${CELL} font-mono`}>{cookie.path ?? 'the request’s directory'}</td>
          <td className={CELL}>{flagsOf(cookie).join(', ') || 'none'}</td>
          <td className={CELL}>{cookie.warnings.length === 0 ? 'none' : `⚠ ${formatCount(cookie.warnings.length, 'warning', 'warnings')}`}</td>
        </tr>
      ))}
    </Table>
  );
}
