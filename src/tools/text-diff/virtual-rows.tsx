import { useImperativeHandle, useRef, useState, type KeyboardEvent, type ReactNode, type Ref, type UIEvent } from 'react';

export const ROW_HEIGHT = 20;
/** Browsers cap an element's height (~33 million px in Chromium); beyond this the scroll position is scaled. */
const MAX_SCROLL_HEIGHT = 8_000_000;
const OVERSCAN = 15;

interface VirtualRowsProps {
  label: string;
  count: number;
  /** The content's width (e.g. "120ch"), so long lines scroll sideways together. */
  minWidth: string;
  renderRow: (row: number) => ReactNode;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  className?: string;
  testId?: string;
  ref?: Ref<VirtualRowsHandle>;
}

export interface VirtualRowsHandle {
  /** Scrolls so that this row is near the top. */
  scrollToRow: (row: number) => void;
}

/** A scrolling list of fixed-height rows of which only the visible ones are in the page: tens of thousands of lines stay smooth. */
export function VirtualRows({ label, count, minWidth, renderRow, onKeyDown, className = '', testId, ref }: VirtualRowsProps) {
  const box = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ scrollTop: 0, height: 600 });
  const fullHeight = count * ROW_HEIGHT;
  const scrollHeight = Math.min(fullHeight, MAX_SCROLL_HEIGHT);
  const visible = Math.ceil(view.height / ROW_HEIGHT);
  const maxScroll = Math.max(1, scrollHeight - view.height);
  const lastFirst = Math.max(0, count - visible);
  const first = Math.max(0, Math.min(lastFirst, Math.round((view.scrollTop / maxScroll) * lastFirst)));
  const from = Math.max(0, first - OVERSCAN);
  const to = Math.min(count, first + visible + OVERSCAN);

  useImperativeHandle(
    ref,
    () => ({
      scrollToRow: (row: number) => {
        const element = box.current;
        if (!element) return;
        const target = Math.max(0, row - 3);
        element.scrollTop = lastFirst === 0 ? 0 : (target / lastFirst) * maxScroll;
        setView({ scrollTop: element.scrollTop, height: element.clientHeight });
      },
    }),
    [lastFirst, maxScroll],
  );

  const onScroll = (event: UIEvent<HTMLDivElement>) => setView({ scrollTop: event.currentTarget.scrollTop, height: event.currentTarget.clientHeight });

  const rows: ReactNode[] = [];
  for (let row = from; row < to; row += 1)
    rows.push(
      <div key={row} className="absolute right-0 left-0" style={{ top: (row - first) * ROW_HEIGHT, height: ROW_HEIGHT }}>
        {renderRow(row)}
      </div>,
    );

  return (
    <div
      ref={box}
      role="region"
      aria-label={label}
      tabIndex={0}
      onScroll={onScroll}
      onKeyDown={onKeyDown}
      data-testid={testId}
      className={`relative overflow-auto font-mono text-[13px] leading-5 focus-visible:outline-2 focus-visible:outline-indigo-500 ${className}`}
    >
      <div style={{ height: scrollHeight, minWidth, position: 'relative' }}>
        {/* Rows are placed relative to the visible window, which follows the (possibly scaled) scroll position. */}
        <div style={{ position: 'sticky', top: 0, height: 0 }}>{rows}</div>
      </div>
    </div>
  );
}
