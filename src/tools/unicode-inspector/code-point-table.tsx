import { useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { DownloadButton } from '@/components/download-button';
import { Panel } from '@/components/panel';
import { Button } from '@/components/ui/button';
import { rowsToCsv, type CodePointInfo } from './code-point.logic';
import { formatNumber } from '@contract/format-number';
import { TableHead } from '@/components/table-head';

const cell = 'px-2 py-1.5 text-left align-top';
/** Rows drawn at first and per "Show more": drawing all 2,000 at once froze the page for most of a second. */
const PAGE_ROWS = 100;

/** What to draw in the Character column: invisible and combining characters get a visible stand-in. */
function glyph(row: CodePointInfo): string {
  if (row.invisible || row.category.code === 'Cc') return '·';
  return row.category.code.startsWith('M') ? `\u25CC${row.char}` : row.char;
}

export function CodePointTable({ rows, notShown }: { rows: CodePointInfo[]; notShown: number }) {
  const [drawn, setDrawn] = useState({ rows, count: PAGE_ROWS });
  // A new inspection starts again from the first page.
  const count = drawn.rows === rows ? drawn.count : PAGE_ROWS;
  const hidden = Math.max(0, rows.length - count);
  return (
    <Panel
      title="Code points"
      actions={
        <DownloadButton
          fileName="code-points.csv"
          mimeType="text/csv"
          content={() => rowsToCsv(rows)}
          label="Download table (CSV)"
          disabled={rows.length === 0}
        />
      }
    >
      {notShown > 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The first {formatNumber(rows.length)} code points are listed (and downloaded); {formatNumber(notShown)} more are counted above but not listed.
        </p>
      )}
      <div className="max-h-[36rem] overflow-auto border-y border-slate-200 dark:border-slate-800">
        <table className="w-full text-sm">
          <TableHead
            className="sticky top-0 bg-slate-50 dark:bg-slate-900"
            cellClassName={cell}
            columns={['Character', 'Code point', 'Name', 'Category', 'Block', 'UTF-8', 'UTF-16', 'Escapes']}
          />
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {rows.slice(0, count).map((row, index) => (
              <tr key={index} data-testid="code-point-row">
                <td className={`${cell} text-lg`}>
                  <span className="flex items-center gap-1">
                    <span aria-hidden="true">{glyph(row)}</span>
                    <CopyButton text={row.char} label="" ariaLabel={`Copy ${row.codePoint}`} />
                  </span>
                </td>
                <th scope="row" className={`${cell} font-mono font-normal whitespace-nowrap`}>
                  {row.codePoint}
                </th>
                <td className={cell}>
                  {row.name}
                  {row.invisible && (
                    <span className="ml-2 rounded bg-amber-100 px-1 text-xs text-amber-900 dark:bg-amber-900 dark:text-amber-100">invisible</span>
                  )}
                  {row.confusableWith !== null && (
                    <span className="ml-2 rounded bg-rose-100 px-1 text-xs text-rose-900 dark:bg-rose-900 dark:text-rose-100">
                      looks like “{row.confusableWith}”
                    </span>
                  )}
                </td>
                <td className={cell}>
                  <abbr title={row.category.label} className="no-underline">
                    {row.category.code}
                  </abbr>{' '}
                  <span className="text-slate-600 dark:text-slate-400">{row.category.label}</span>
                </td>
                <td className={cell}>{row.block}</td>
                <td className={`${cell} font-mono whitespace-nowrap`}>{row.utf8 ?? 'none (lone surrogate)'}</td>
                <td className={`${cell} font-mono whitespace-nowrap`}>{row.utf16}</td>
                <td className={`${cell} font-mono text-xs`}>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-2">
                    <dt className="text-slate-600 dark:text-slate-400">JS</dt>
                    <dd>{row.escapes.javascript}</dd>
                    <dt className="text-slate-600 dark:text-slate-400">HTML</dt>
                    <dd>{row.escapes.html}</dd>
                    <dt className="text-slate-600 dark:text-slate-400">HTML dec</dt>
                    <dd>{row.escapes.htmlDecimal}</dd>
                    <dt className="text-slate-600 dark:text-slate-400">CSS</dt>
                    <dd>{row.escapes.css}</dd>
                    <dt className="text-slate-600 dark:text-slate-400">URL</dt>
                    <dd>{row.escapes.url ?? 'none'}</dd>
                  </dl>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hidden > 0 && (
        <Button onClick={() => setDrawn({ rows, count: count + PAGE_ROWS })}>
          Show {Math.min(PAGE_ROWS, hidden)} more rows ({formatNumber(hidden)} not drawn yet)
        </Button>
      )}
    </Panel>
  );
}
