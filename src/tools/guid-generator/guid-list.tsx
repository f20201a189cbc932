import { useState } from 'react';
import { CopyButton } from '@/components/copy-button';
import { formatUuid, type GeneratedUuid, type UuidFormat } from './guid-generator.logic';

const ROW_HEIGHT = 44;
const VISIBLE_ROWS = 10;
const OVERSCAN = 6;

/**
 * The results, one row each with its own copy button named "Copy GUID n". Only the rows in view
 * (plus a margin) are rendered, so 10 000 results scroll as smoothly as 5.
 */
export function GuidList({ items, format }: { items: readonly GeneratedUuid[]; format: UuidFormat }) {
  const [scrollTop, setScrollTop] = useState(0);
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(items.length, Math.ceil(scrollTop / ROW_HEIGHT) + VISIBLE_ROWS + OVERSCAN);
  return (
    <div
      className="overflow-auto rounded-b-xl"
      style={{ maxHeight: VISIBLE_ROWS * ROW_HEIGHT }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <ol aria-label="Generated GUIDs" className="relative" style={{ height: items.length * ROW_HEIGHT }}>
        {items.slice(first, last).map((item, offset) => {
          const position = first + offset + 1;
          const text = formatUuid(item.value, format);
          return (
            <li
              key={position}
              aria-posinset={position}
              aria-setsize={items.length}
              className="absolute inset-x-0 flex items-center gap-3 border-b border-slate-100 px-3 dark:border-slate-800"
              style={{ top: (position - 1) * ROW_HEIGHT, height: ROW_HEIGHT }}
            >
              <span aria-hidden="true" className="w-12 shrink-0 text-right text-xs text-slate-500 tabular-nums dark:text-slate-400">
                {position}
              </span>
              <code className="min-w-0 truncate font-mono text-sm select-all">{text}</code>
              {item.name !== undefined && (
                <span className="min-w-0 truncate text-xs text-slate-500 dark:text-slate-400" title={item.name}>
                  {item.name}
                </span>
              )}
              <CopyButton text={text} ariaLabel={`Copy GUID ${position}`} className="ml-auto shrink-0" />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
