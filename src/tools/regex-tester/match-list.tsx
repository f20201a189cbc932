import { useEffect, useRef } from 'react';
import { VirtualList, type VirtualListHandle } from '@/components/virtual-list';
import { groupAt, type MatchSet } from './regex-tester.logic';
import { DISPLAY_CHARS, displayText } from './match-display.logic';
import { formatNumber } from '@contract/format-number';

const LINE_PX = 24;
const ROW_PADDING_PX = 8;

interface MatchListProps {
  matches: MatchSet;
  /** The text the matches were found in. */
  text: string;
}

/**
 * Every kept match as a list entry (text, index, groups), drawing only the rows in view, so
 * 100 000 matches scroll as smoothly as ten. Every row has the same height: each match has the same groups.
 */
export function MatchList({ matches, text }: MatchListProps) {
  const list = useRef<VirtualListHandle>(null);
  const count = matches.starts.length;

  // A new search starts at the top of its list.
  useEffect(() => {
    list.current?.scrollToRow(0);
  }, [matches]);

  return (
    <VirtualList
      ref={list}
      tabIndex={0}
      role="list"
      aria-label="Matches"
      className="min-h-0 flex-1 focus-visible:-outline-offset-2"
      count={count}
      rowHeight={(1 + matches.groupNames.length) * LINE_PX + ROW_PADDING_PX}
      renderRow={(index, style) => {
        const start = matches.starts[index] as number;
        const end = matches.ends[index] as number;
        return (
          <div
            role="listitem"
            aria-setsize={count}
            aria-posinset={index + 1}
            className="inset-x-0 border-b border-slate-100 px-3 dark:border-slate-800"
            style={{ ...style, paddingTop: ROW_PADDING_PX / 2 }}
          >
            <div className="flex items-center gap-2 text-sm" style={{ height: LINE_PX }}>
              <span className="shrink-0 font-semibold">Match {formatNumber(index + 1)}</span>
              <Captured value={text.slice(start, Math.min(end, start + DISPLAY_CHARS + 1))} highlight />
              <span className="ml-auto shrink-0 pl-2 text-xs text-slate-500 tabular-nums dark:text-slate-400">Index {formatNumber(start)}</span>
            </div>
            {matches.groupNames.map((name, group) => (
              <div key={group} className="flex items-center gap-2 pl-4 text-xs" style={{ height: LINE_PX }}>
                <span className="shrink-0 text-slate-600 dark:text-slate-400">
                  {name === null ? (
                    `Group ${group + 1}`
                  ) : (
                    <>
                      <span className="font-semibold text-slate-800 dark:text-slate-200">{name}</span> (group {group + 1})
                    </>
                  )}
                </span>
                <Captured value={groupAt(matches, index, group)} />
              </div>
            ))}
          </div>
        );
      }}
    />
  );
}

/** Captured text on one line; an empty capture says so in words, not only by its absence. */
function Captured({ value, highlight = false }: { value: string; highlight?: boolean }) {
  if (value === '') return <em className="min-w-0 text-slate-500 dark:text-slate-400">empty</em>;
  return (
    <code
      className={`min-w-0 truncate rounded px-1 font-mono whitespace-pre ${highlight ? 'bg-amber-100 text-amber-950 dark:bg-amber-500/20 dark:text-amber-100' : 'bg-slate-100 dark:bg-slate-800'}`}
    >
      {displayText(value)}
    </code>
  );
}
