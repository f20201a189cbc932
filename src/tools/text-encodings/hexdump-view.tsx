import { formatCount } from '@contract/format-number';
import { useReducer, useRef, type CSSProperties, type Ref } from 'react';
import { VirtualList, type VirtualListHandle } from '@/components/virtual-list';
import { BYTES_PER_ROW, dumpRow } from './hexdump.logic';

/** The file is read this much at a time, as rows come into view; only a few such pages are kept. */
const PAGE_BYTES = 64 * 1024;
const KEPT_PAGES = 32;
const ROW_PX = 20;

/**
 * A file's dump, as xxd prints it, drawn only where it is in view: a 100 MB file is 6.5 million rows, but only the pages of
 * 64 KB under the rows on screen are ever read, so memory stays at a couple of megabytes whatever the file's size. Give it a `key` per file.
 */
export function HexdumpView({ file, listRef, onFirstPage }: { file: Blob; listRef?: Ref<VirtualListHandle>; onFirstPage?: () => void }) {
  const pages = useRef(new Map<number, Uint8Array>());
  const loading = useRef(new Set<number>());
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  const rows = Math.ceil(file.size / BYTES_PER_ROW);

  /** Reads a page the rows in view need, once; the list scrolls on its own, so this cannot wait for this component's effects. */
  const request = (page: number) => {
    if (loading.current.has(page)) return;
    loading.current.add(page);
    queueMicrotask(() => {
      void file
        .slice(page * PAGE_BYTES, (page + 1) * PAGE_BYTES)
        .arrayBuffer()
        .then((buffer) => {
          loading.current.delete(page);
          const kept = pages.current;
          kept.set(page, new Uint8Array(buffer));
          // The oldest pages go first: a Map keeps insertion order.
          while (kept.size > KEPT_PAGES) kept.delete(kept.keys().next().value!);
          if (page === 0) onFirstPage?.();
          redraw();
        });
    });
  };

  const renderRow = (row: number, style: CSSProperties) => {
    const offset = row * BYTES_PER_ROW;
    const page = Math.floor(offset / PAGE_BYTES);
    const bytes = pages.current.get(page);
    if (!bytes) request(page);
    const start = offset - page * PAGE_BYTES;
    return (
      <div role="listitem" style={style} className="px-3 font-mono text-xs leading-5 whitespace-pre">
        {bytes ? dumpRow(bytes.subarray(start, start + BYTES_PER_ROW), offset) : `${offset.toString(16).padStart(8, '0')}: …`}
      </div>
    );
  };

  return (
    <VirtualList
      ref={listRef}
      count={rows}
      rowHeight={ROW_PX}
      renderRow={renderRow}
      minWidth="70ch"
      role="list"
      aria-label={`Hexdump, ${formatCount(rows, 'row', 'rows')}`}
      tabIndex={0}
      className="h-[28rem] bg-white dark:bg-slate-950"
    />
  );
}
