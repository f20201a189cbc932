import type { TextFormat } from '@contract/text-generate';
import { useEffect, useRef } from 'react';
import { CopyButton } from '@/components/copy-button';
import { DownloadButton } from '@/components/download-button';
import { Panel } from '@/components/panel';
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
    <Panel
      title="Generated Text"
      flush
      actions={
        <>
          <CopyButton text={text} loading={busy} />
          <DownloadButton fileName={download.name} mimeType={download.mimeType} content={text} disabled={busy} />
        </>
      }
      footer={text || status ? <span role="status">{[text ? describeText(text) : '', status].filter(Boolean).join(' · ')}</span> : undefined}
    >
      <textarea
        ref={areaRef}
        readOnly
        value={text}
        onScroll={onScroll}
        aria-label="Generated Text"
        aria-busy={busy}
        placeholder={busy ? 'Waiting for the first words…' : 'Generated text will appear here.'}
        className="block h-[23rem] w-full resize-none bg-transparent p-3 text-sm leading-relaxed text-slate-900 outline-none placeholder:text-slate-400 focus-visible:ring-2 focus-visible:ring-indigo-500/40 focus-visible:ring-inset lg:h-[31rem] dark:text-slate-100 dark:placeholder:text-slate-500"
      />
    </Panel>
  );
}
