import { useMemo } from 'react';
import { lineAt, lineStarts } from '@contract/position';
import { formatNumber } from '@contract/format-number';
import { VirtualList } from './virtual-list';

const LINE_HEIGHT = 20;
/** Longer lines are cut in the view (the full text is still copied and downloaded). */
const MAX_LINE_CHARS = 5_000;

interface BigTextViewProps {
  label: string;
  text: string;
}

/**
 * A read-only, virtualised view for text too large for the editor (splitting 90 MB into
 * CodeMirror lines blocks the page for seconds): only the visible lines are in the DOM.
 */
export function BigTextView({ label, text }: BigTextViewProps) {
  const starts = useMemo(() => lineStarts(text), [text]);
  const gutterWidth = `calc(${String(starts.length).length + 1}ch + 0.5rem)`;

  return (
    <VirtualList
      role="textbox"
      aria-label={label}
      aria-readonly="true"
      aria-multiline="true"
      tabIndex={0}
      className="h-full font-mono text-[13px] leading-5"
      data-testid={`big-text-${label}`}
      count={starts.length}
      rowHeight={LINE_HEIGHT}
      renderRow={(line, style) => {
        const content = lineAt(text, starts, line);
        const cut = content.length > MAX_LINE_CHARS;
        return (
          <div className="flex" style={style}>
            <span
              aria-hidden="true"
              className="sticky left-0 shrink-0 bg-(--cm-surface) pr-3 pl-2 text-right text-slate-400 select-none dark:text-slate-500"
              style={{ width: gutterWidth }}
            >
              {line + 1}
            </span>
            <span className="whitespace-pre">
              {cut ? content.slice(0, MAX_LINE_CHARS) : content}
              {cut && <span className="text-slate-500 italic"> … {formatNumber(content.length - MAX_LINE_CHARS)} more characters</span>}
            </span>
          </div>
        );
      }}
    />
  );
}
