import {
  Fragment,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  type UIEvent,
} from 'react';

/** Browsers cap an element's height (about 33 million px in Chromium); past this the scroll position is scaled. */
const MAX_SCROLL_PX = 8_000_000;
/** Rows drawn beyond each edge of the view, so a keyboard scroll shows no gap before the next frame. */
const OVERSCAN = 10;
/** However tall the view gets, no more rows than this are in the page at once. */
const MAX_DRAWN_ROWS = 200;

export interface VirtualListHandle {
  /** Scrolls so that this row is near the top. */
  scrollToRow: (row: number) => void;
}

interface VirtualListProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onScroll' | 'children'> {
  count: number;
  /** Every row has this height in px. */
  rowHeight: number;
  /** Draws one row; its outer element takes `style` (absolute, with its top and height in the view). */
  renderRow: (row: number, style: CSSProperties) => ReactNode;
  /** The content's width (e.g. "120ch"), so long rows scroll sideways together. */
  minWidth?: string;
  ref?: Ref<VirtualListHandle>;
}

/** Where the view is in the full (unscaled) list: the first row in view and how far it is scrolled past. */
function windowAt(scrollTop: number, viewPx: number, fullPx: number, rowHeight: number) {
  const travel = Math.max(0, fullPx - viewPx);
  const scrollTravel = Math.max(0, Math.min(fullPx, MAX_SCROLL_PX) - viewPx);
  const position = scrollTravel > 0 ? Math.min(travel, (Math.max(0, scrollTop) / scrollTravel) * travel) : 0;
  const first = Math.floor(position / rowHeight);
  return { first, shift: position - first * rowHeight, travel, scrollTravel };
}

/**
 * A scrolling list of fixed-height rows of which only those in view are in the page, so a million
 * rows scroll as smoothly as ten. Past the browser's height cap the scroll position is scaled to the
 * list, so the last row stays reachable.
 */
export function VirtualList({ count, rowHeight, renderRow, minWidth, ref, className = '', ...attributes }: VirtualListProps) {
  const box = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ scrollTop: 0, height: 600 });
  const fullPx = count * rowHeight;
  const { first, shift, travel, scrollTravel } = windowAt(view.scrollTop, view.height, fullPx, rowHeight);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setView({ scrollTop: element.scrollTop, height: element.clientHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      scrollToRow: (row: number) => {
        const element = box.current;
        if (!element) return;
        const position = Math.min(travel, Math.max(0, row - 3) * rowHeight);
        element.scrollTop = travel > 0 ? (position / travel) * scrollTravel : 0;
        setView({ scrollTop: element.scrollTop, height: element.clientHeight });
      },
    }),
    [travel, scrollTravel, rowHeight],
  );

  const onScroll = (event: UIEvent<HTMLDivElement>) => setView({ scrollTop: event.currentTarget.scrollTop, height: event.currentTarget.clientHeight });

  const inView = Math.min(MAX_DRAWN_ROWS, Math.ceil(view.height / rowHeight) + 1);
  const rows: ReactNode[] = [];
  for (let row = Math.max(0, first - OVERSCAN); row < Math.min(count, first + inView + OVERSCAN); row += 1) {
    rows.push(<Fragment key={row}>{renderRow(row, { position: 'absolute', top: (row - first) * rowHeight - shift, height: rowHeight })}</Fragment>);
  }

  return (
    <div
      ref={box}
      onScroll={onScroll}
      className={`relative overflow-auto focus-visible:outline-2 focus-visible:outline-indigo-500 ${className}`}
      {...attributes}
    >
      <div style={{ height: Math.min(fullPx, MAX_SCROLL_PX), minWidth, position: 'relative' }}>
        {/* Rows are placed relative to the view, which follows the (possibly scaled) scroll position. */}
        <div style={{ position: 'sticky', top: 0, height: 0 }}>{rows}</div>
      </div>
    </div>
  );
}
