import { ChevronDown, ChevronUp } from 'lucide-react';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Panel } from '@/components/panel';
import { Button } from '@/components/ui/button';
import { VirtualList, type VirtualListHandle } from '@/components/virtual-list';
import { DiffLine, MAX_SHOWN_CHARS, ROW_HEIGHT, type LineKind } from './diff-line';
import { diffWithinLine, type Granularity, type LinePair } from './inline-diff.logic';
import { changeStarts, type CompareOptions, type LineDiff, MOVED, SAME } from './line-diff.logic';

export type DiffLayout = 'split' | 'unified';

interface DiffViewProps {
  diff: LineDiff;
  oldLines: string[];
  newLines: string[];
  layout: DiffLayout;
  granularity: Granularity;
  options: Pick<CompareOptions, 'ignoreWhitespace' | 'ignoreCase'>;
}

const oldKind = (diff: LineDiff, line: number): LineKind =>
  line < 0 ? 'none' : diff.oldStatus[line] === SAME ? 'same' : diff.oldStatus[line] === MOVED ? 'moved-out' : 'removed';
const newKind = (diff: LineDiff, line: number): LineKind =>
  line < 0 ? 'none' : diff.newStatus[line] === SAME ? 'same' : diff.newStatus[line] === MOVED ? 'moved-in' : 'added';

/** Word and character pieces are worked out only for the rows drawn, once per diff and setting. */
const pairCache = new WeakMap<LineDiff, Map<string, LinePair>>();
function cachedPair(diff: LineDiff, oldLine: number, settings: string, compute: () => LinePair): LinePair {
  let pairs = pairCache.get(diff);
  if (!pairs) {
    pairs = new Map();
    pairCache.set(diff, pairs);
  }
  const key = `${settings}:${oldLine}`;
  let pair = pairs.get(key);
  if (!pair) {
    pair = compute();
    pairs.set(key, pair);
  }
  return pair;
}

function longestLine(lines: string[]): number {
  let longest = 0;
  for (const line of lines) if (line.length > longest) longest = line.length;
  return Math.min(longest, MAX_SHOWN_CHARS + 30);
}

/** The compared texts, side by side or inline, drawn row by row as they scroll into view, with jumps between changes. */
export function DiffView({ diff, oldLines, newLines, layout, granularity, options }: DiffViewProps) {
  const rows = diff[layout];
  const starts = useMemo(() => changeStarts(rows, diff.oldStatus, diff.newStatus), [rows, diff]);
  const [current, setCurrent] = useState(-1);
  const list = useRef<VirtualListHandle>(null);
  const width = useMemo(() => Math.max(longestLine(oldLines), longestLine(newLines)), [oldLines, newLines]);
  const gutter = `${String(Math.max(oldLines.length, newLines.length)).length + 1}ch`;
  const pairOf = (oldLine: number): LinePair | null => {
    const newLine = diff.oldPartner[oldLine]!;
    if (granularity === 'line' || diff.oldStatus[oldLine] === SAME || diff.oldStatus[oldLine] === MOVED || newLine < 0) return null;
    return cachedPair(diff, oldLine, `${granularity}:${options.ignoreWhitespace}:${options.ignoreCase}`, () =>
      diffWithinLine(oldLines[oldLine]!, newLines[newLine]!, granularity, options),
    );
  };
  const newPairOf = (newLine: number) => {
    const oldLine = diff.newPartner[newLine]!;
    return diff.newStatus[newLine] === SAME || oldLine < 0 ? null : pairOf(oldLine);
  };

  const go = (step: 1 | -1) => {
    if (starts.length === 0) return;
    const next = current < 0 ? (step === 1 ? 0 : starts.length - 1) : (current + step + starts.length) % starts.length;
    setCurrent(next);
    list.current?.scrollToRow(starts[next]!);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const down = event.key === 'n' || (event.altKey && event.key === 'ArrowDown');
    const up = event.key === 'p' || (event.altKey && event.key === 'ArrowUp');
    if (!down && !up) return;
    event.preventDefault();
    go(down ? 1 : -1);
  };

  const renderRow = (row: number) => {
    const left = rows.left[row]!;
    const right = rows.right[row]!;
    const highlighted = current >= 0 && starts[current] === row ? 'outline-2 -outline-offset-2 outline-indigo-500' : '';
    if (layout === 'split')
      return (
        <div className={`flex h-5 ${highlighted}`}>
          <DiffLine
            kind={oldKind(diff, left)}
            number={left}
            text={left >= 0 ? oldLines[left]! : ''}
            segments={left >= 0 ? (pairOf(left)?.left ?? null) : null}
            partner={left >= 0 ? diff.oldPartner[left]! : -1}
            gutter={gutter}
          />
          <span aria-hidden="true" className="w-px shrink-0 bg-slate-300 dark:bg-slate-700" />
          <DiffLine
            kind={newKind(diff, right)}
            number={right}
            text={right >= 0 ? newLines[right]! : ''}
            segments={right >= 0 ? (newPairOf(right)?.right ?? null) : null}
            partner={right >= 0 ? diff.newPartner[right]! : -1}
            gutter={gutter}
          />
        </div>
      );
    const onOld = right < 0;
    const kind = onOld ? oldKind(diff, left) : newKind(diff, right);
    return (
      <div className={`flex h-5 ${highlighted}`}>
        <DiffLine
          kind={kind}
          otherNumber={left}
          number={right}
          text={onOld ? oldLines[left]! : newLines[right]!}
          segments={onOld ? (pairOf(left)?.left ?? null) : (newPairOf(right)?.right ?? null)}
          partner={onOld ? diff.oldPartner[left]! : diff.newPartner[right]!}
          gutter={gutter}
        />
      </div>
    );
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Button icon={ChevronUp} onClick={() => go(-1)} disabled={starts.length === 0} aria-keyshortcuts="Alt+ArrowUp">
          Previous change
        </Button>
        <Button icon={ChevronDown} onClick={() => go(1)} disabled={starts.length === 0} aria-keyshortcuts="Alt+ArrowDown">
          Next change
        </Button>
        <span role="status" className="text-slate-600 dark:text-slate-400">
          {starts.length === 0
            ? 'No differences'
            : current < 0
              ? `${starts.length} ${starts.length === 1 ? 'change' : 'changes'}`
              : `Change ${current + 1} of ${starts.length}`}
        </span>
        <span className="text-xs text-slate-600 dark:text-slate-400">In the view: N / P or Alt+↓ / Alt+↑ jump between changes.</span>
      </div>
      <Panel flush className="overflow-hidden">
        <VirtualList
          ref={list}
          role="region"
          aria-label={layout === 'split' ? 'Differences, side by side' : 'Differences, inline'}
          tabIndex={0}
          count={rows.left.length}
          rowHeight={ROW_HEIGHT}
          minWidth={layout === 'split' ? `calc(2 * (${width + 6}ch + ${gutter}))` : `calc(${width + 6}ch + 2 * ${gutter})`}
          renderRow={(row, style) => (
            <div className="inset-x-0" style={style}>
              {renderRow(row)}
            </div>
          )}
          onKeyDown={onKeyDown}
          data-testid="diff-view"
          className="h-[32rem] font-mono text-[13px] leading-5"
        />
      </Panel>
    </div>
  );
}
