import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { Panel } from '@/components/panel';
import type { CharacterCount, CharacterKind } from './text-analysis.logic';
import { formatNumber } from '@contract/format-number';
import { type ColumnHead, TableHead } from '@/components/table-head';

/** The table draws this many rows; the copy holds them all. */
const SHOWN_ROWS = 300;
const KINDS: CharacterKind[] = ['Letter', 'Digit', 'Punctuation', 'Whitespace', 'Symbol', 'Other'];
const NAMED: Record<string, string> = { ' ': 'Space', '\n': 'Line feed', '\r': 'Carriage return', '\t': 'Tab', '\u00a0': 'No-break space' };

type SortKey = 'character' | 'count';
const cell = 'px-3 py-1.5 text-left';

const codePoint = (character: string) => `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
/** How a character is shown: invisible ones by name. */
const shown = (character: string) => NAMED[character] ?? (/[\p{Cc}\p{Cf}\p{Z}]/u.test(character) ? codePoint(character) : character);
const percent = (count: number, total: number) => `${((count / total) * 100).toFixed(2)}%`;

/** Every character with its count and share, sortable by character or by count; a summary by kind above. */
export function CharacterTable({ characters, total }: { characters: CharacterCount[]; total: number }) {
  const [sort, setSort] = useState<{ key: SortKey; descending: boolean }>({ key: 'count', descending: true });
  const sorted =
    sort.key === 'count' && sort.descending
      ? characters
      : [...characters].sort((a, b) => {
          const order = sort.key === 'count' ? a.count - b.count : (a.character.codePointAt(0) ?? 0) - (b.character.codePointAt(0) ?? 0);
          return sort.descending ? -order : order;
        });
  const byKind = KINDS.map((kind) => ({ kind, count: characters.reduce((sum, item) => (item.kind === kind ? sum + item.count : sum), 0) })).filter(
    ({ count }) => count > 0,
  );
  const tsv = [
    'Character\tCode point\tKind\tCount\tShare',
    ...sorted.map((item) => `${shown(item.character)}\t${codePoint(item.character)}\t${item.kind}\t${item.count}\t${percent(item.count, total)}`),
  ].join('\n');

  const sortable = (key: SortKey, label: string): ColumnHead => {
    const active = sort.key === key;
    const Arrow = sort.descending ? ArrowDown : ArrowUp;
    return {
      sort: active ? (sort.descending ? 'descending' : 'ascending') : 'none',
      label: (
        <button
          type="button"
          className="inline-flex items-center gap-1 font-semibold"
          onClick={() => setSort({ key, descending: active ? !sort.descending : key === 'count' })}
        >
          {label}
          {active && <Arrow aria-hidden="true" className="size-3.5" />}
        </button>
      ),
    };
  };

  return (
    <Panel title="Character frequency" actions={<CopyButton text={total > 0 ? tsv : ''} ariaLabel="Copy the character table" />}>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {total === 0
          ? 'Type some text to see each character counted.'
          : `${formatNumber(characters.length)} distinct of ${formatNumber(total)} characters (code points): ${byKind.map(({ kind, count }) => `${kind === 'Whitespace' ? kind : `${kind}s`} ${formatNumber(count)}`).join(' · ')}`}
      </p>
      {total > 0 && (
        <div className="max-h-96 overflow-auto">
          <table className="w-full text-sm">
            <TableHead
              className="sticky top-0 bg-slate-50 dark:bg-slate-900"
              cellClassName={cell}
              columns={[sortable('character', 'Character'), 'Code point', 'Kind', sortable('count', 'Count'), 'Share']}
            />
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {sorted.slice(0, SHOWN_ROWS).map((item) => (
                <tr key={item.character}>
                  <td className={`${cell} font-mono`}>{shown(item.character)}</td>
                  <td className={`${cell} font-mono text-slate-600 dark:text-slate-400`}>{codePoint(item.character)}</td>
                  <td className={cell}>{item.kind}</td>
                  <td className={`${cell} tabular-nums`}>{formatNumber(item.count)}</td>
                  <td className={`${cell} tabular-nums`}>{percent(item.count, total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {sorted.length > SHOWN_ROWS && (
            <p className="px-3 py-2 text-xs text-slate-500 dark:text-slate-400">The first {SHOWN_ROWS} rows are shown; Copy takes all of them.</p>
          )}
        </div>
      )}
    </Panel>
  );
}
