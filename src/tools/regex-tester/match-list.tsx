import { useEffect, useRef, useState, type UIEvent } from 'react';
import { groupAt, type MatchSet } from './regex-tester.logic';
import { DISPLAY_CHARS, displayText } from './match-display.logic';
import { formatNumber } from '@contract/format-number';

const LINE_PX = 24;
const ROW_PADDING_PX = 8;
/** Browsers cap an element's height (about 33 million px in Chromium); past this the scroll position is scaled. */
const MAX_SCROLL_PX = 8_000_000;
/** However tall the panel gets, no more rows than this are in the page at once. */
const MAX_DRAWN_ROWS = 200;

interface MatchListProps {
  matches: MatchSet;
  /** The text the matches were found in. */
  text: string;
}

/** Where the viewport is in the full (unscaled) list: the first row drawn and how far it is scrolled past. */
function windowAt(scrollTop: number, viewportPx: number, fullPx: number, scrollPx: number, rowPx: number) {
  const position = scrollPx > viewportPx ? (scrollTop * (fullPx - viewportPx)) / (scrollPx - viewportPx) : 0;
  const first = Math.floor(position / rowPx);
  return { first, offset: position - first * rowPx };
}

/**
 * Every kept match as a list entry (text, index, groups), drawing only the rows in view, so
 * 100 000 matches scroll as smoothly as ten. Every row has the same height: each match has the same groups.
 */
export function MatchList({ matches, text }: MatchListProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ scrollTop: 0, height: 480 });
  const count = matches.starts.length;
  const groupCount = matches.groupNames.length;
  const rowPx = (1 + groupCount) * LINE_PX + ROW_PADDING_PX;
  const fullPx = count * rowPx;
  const scrollPx = Math.min(fullPx, MAX_SCROLL_PX);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const observer = new ResizeObserver(() => setView({ scrollTop: scroller.scrollTop, height: scroller.clientHeight }));
    observer.observe(scroller);
    return () => observer.disconnect();
  }, []);

  // A new search starts at the top of its list (the scroll event then updates the view).
  useEffect(() => {
    scrollerRef.current?.scrollTo({ top: 0 });
  }, [matches]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const { scrollTop, clientHeight } = event.currentTarget;
    setView({ scrollTop, height: clientHeight });
  };

  const { first, offset } = windowAt(view.scrollTop, view.height, fullPx, scrollPx, rowPx);
  const last = Math.min(count, first + Math.min(MAX_DRAWN_ROWS, Math.ceil(view.height / rowPx) + 1));
  const rows = [];
  for (let index = first; index < last; index += 1) {
    const start = matches.starts[index] as number;
    const end = matches.ends[index] as number;
    rows.push(
      <div
        key={index}
        role="listitem"
        aria-setsize={count}
        aria-posinset={index + 1}
        className="absolute inset-x-0 border-b border-slate-100 px-3 dark:border-slate-800"
        style={{ top: (index - first) * rowPx - offset, height: rowPx, paddingTop: ROW_PADDING_PX / 2 }}
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
      </div>,
    );
  }

  return (
    <div
      ref={scrollerRef}
      onScroll={onScroll}
      tabIndex={0}
      role="list"
      aria-label="Matches"
      className="min-h-0 flex-1 overflow-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500"
    >
      <div className="relative" style={{ height: scrollPx }}>
        <div className="sticky top-0 overflow-hidden" style={{ height: Math.min(view.height, scrollPx) }}>
          {rows}
        </div>
      </div>
    </div>
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
