import { useMemo, useState, type UIEvent } from 'react';
import { lineAt, lineStarts } from '@contract/position';
import { formatNumber } from '@contract/format-number';

const LINE_HEIGHT = 20;
/** Browsers cap an element's height (~33 million px in Chromium); beyond this the scroll position is scaled. */
const MAX_SCROLL_HEIGHT = 8_000_000;
/** Longer lines are cut in the view (the full text is still copied and downloaded). */
const MAX_LINE_CHARS = 5_000;
const OVERSCAN = 20;

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
  const [view, setView] = useState({ scrollTop: 0, height: 600 });
  const lineCount = starts.length;
  const fullHeight = lineCount * LINE_HEIGHT;
  const scrollHeight = Math.min(fullHeight, MAX_SCROLL_HEIGHT);
  const visibleLines = Math.ceil(view.height / LINE_HEIGHT);
  const maxScroll = Math.max(1, scrollHeight - view.height);
  const firstLine = Math.max(0, Math.min(lineCount - visibleLines, Math.round((view.scrollTop / maxScroll) * Math.max(0, lineCount - visibleLines))));
  const from = Math.max(0, firstLine - OVERSCAN);
  const to = Math.min(lineCount, firstLine + visibleLines + OVERSCAN);
  const gutterWidth = `calc(${String(lineCount).length + 1}ch + 0.5rem)`;

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const { scrollTop, clientHeight } = event.currentTarget;
    setView({ scrollTop, height: clientHeight });
  };

  const rows = [];
  for (let line = from; line < to; line += 1) {
    const content = lineAt(text, starts, line);
    const cut = content.length > MAX_LINE_CHARS;
    rows.push(
      <div key={line} className="flex" style={{ position: 'absolute', top: (line - firstLine) * LINE_HEIGHT, height: LINE_HEIGHT }}>
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
      </div>,
    );
  }

  return (
    <div
      role="textbox"
      aria-label={label}
      aria-readonly="true"
      aria-multiline="true"
      tabIndex={0}
      onScroll={onScroll}
      className="relative h-full overflow-auto font-mono text-[13px] leading-5 focus-visible:outline-2 focus-visible:outline-indigo-500"
      data-testid={`big-text-${label}`}
    >
      <div style={{ height: scrollHeight, position: 'relative' }}>
        {/* Lines are placed relative to the visible window, which follows the (possibly scaled) scroll position. */}
        <div style={{ position: 'sticky', top: 0, height: 0 }}>{rows}</div>
      </div>
    </div>
  );
}
