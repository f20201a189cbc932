import type { TextFormat } from '@contract/text-generate';
import { Download } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { CopyButton } from '@/components/copy-button';
import { Button } from '@/components/ui/button';
import { downloadText } from '@/lib/download';
import { describeText, downloadFor } from './text-generator.logic';

interface GeneratedTextPaneProps {
  text: string;
  format: TextFormat;
  busy: boolean;
  stopped: boolean;
}

/**
 * The "Generated Text" pane: a read-only, wrapping text area (prose, not code, so no editor),
 * which follows the text as it streams in unless the visitor has scrolled up to read.
 */
export function GeneratedTextPane({ text, format, busy, stopped }: GeneratedTextPaneProps) {
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const followRef = useRef(true);

  useEffect(() => {
    const area = areaRef.current;
    if (area && followRef.current) area.scrollTop = area.scrollHeight;
  }, [text]);

  const onScroll = () => {
    const area = areaRef.current;
    if (area) followRef.current = area.scrollHeight - area.scrollTop - area.clientHeight < 24;
  };

  const status = busy ? 'Generating…' : stopped ? 'Stopped.' : null;
  const download = downloadFor(format);
  return (
    <section
      aria-label="Generated Text"
      className="flex h-[28rem] min-h-0 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm lg:h-[36rem] dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex min-h-11 flex-wrap items-center gap-2 border-b border-slate-200 px-3 py-1.5 dark:border-slate-800">
        <h2 className="text-sm font-semibold">Generated Text</h2>
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <CopyButton text={text} loading={busy} />
          <Button onClick={() => downloadText(download.name, text, download.mimeType)} disabled={text === '' || busy}>
            <Download aria-hidden="true" className="size-4" /> Download
          </Button>
        </div>
      </div>
      <textarea
        ref={areaRef}
        readOnly
        value={text}
        onScroll={onScroll}
        aria-label="Generated Text"
        aria-busy={busy}
        placeholder={busy ? 'Waiting for the first words…' : 'Generated text will appear here.'}
        className="min-h-0 flex-1 resize-none bg-transparent p-3 text-sm leading-relaxed text-slate-900 outline-none placeholder:text-slate-400 focus-visible:ring-2 focus-visible:ring-indigo-500/40 focus-visible:ring-inset dark:text-slate-100 dark:placeholder:text-slate-500"
      />
      {(text || status) && (
        <div className="border-t border-slate-200 px-3 py-1.5 text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
          <span role="status">{[text ? describeText(text) : '', status].filter(Boolean).join(' · ')}</span>
        </div>
      )}
    </section>
  );
}
