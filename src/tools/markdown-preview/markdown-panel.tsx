import { Printer } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { CopyButton } from '@/components/copy-button';
import { DocumentPane } from '@/components/document-pane';
import { DownloadButton } from '@/components/download-button';
import { Panel } from '@/components/panel';
import { StatusLine } from '@/components/status-line';
import { Button } from '@/components/ui/button';
import { Segmented } from '@/components/ui/segmented';
import { useRun } from '@/hooks/use-run';
import { baseName, type View } from './markdown-preview-state';
import type { RenderedMarkdown } from './markdown-render.logic';
import { RichCopyButton } from './rich-copy-button';
import { SourceColumns } from './source-columns';
import { printRendered } from './print-preview';
import { linkScrolling } from './scroll-sync';
import { standaloneHtml } from './standalone-html.logic';
import { useSanitizedPreview } from './use-sanitized-preview';

interface MarkdownPanelProps {
  markdown: string;
  onMarkdown: (markdown: string) => void;
  view: View;
  onView: (view: View) => void;
  scrollSync: boolean;
}

const viewOptions = [
  { value: 'preview', label: 'Preview' },
  { value: 'html', label: 'HTML' },
] as const;

/** Scrolls to an in-document link's target (a heading, a footnote) instead of letting it change the app's own #/route. */
function followAnchor(event: MouseEvent<HTMLElement>) {
  const link = (event.target as Element).closest('a');
  const href = link?.getAttribute('href');
  if (!link || !href?.startsWith('#')) return;
  event.preventDefault();
  const id = decodeURIComponent(href.slice(1));
  const target = event.currentTarget.querySelector(`[id="user-content-${CSS.escape(id)}"]`);
  target?.scrollIntoView({ block: 'start' });
}

/** Markdown in, a live sanitised preview (or its HTML) out, with scroll sync between the two. */
export function MarkdownPanel({ markdown, onMarkdown, view, onView, scrollSync }: MarkdownPanelProps) {
  const [rendered, setRendered] = useState<RenderedMarkdown | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { submit, busy, failed } = useRun<string, RenderedMarkdown>({
    createWorker: () => new Worker(new URL('./markdown-preview.worker.ts', import.meta.url), { type: 'module' }),
    // Only the worker, no inline path: it loads code grammars as fences need them, and keeps markdown-it out of the screen's chunk.
    failure: 'Could not render this Markdown',
    onResult: (result) => {
      setFailure(null);
      setRendered(result);
    },
    onError: setFailure,
  });
  useEffect(() => submit(markdown), [markdown, submit]);

  const editorHost = useRef<HTMLDivElement>(null);
  const previewScroller = useRef<HTMLDivElement>(null);
  const previewBody = useRef<HTMLDivElement>(null);
  const showPreview = useCallback((built: DocumentFragment) => {
    const scroller = previewScroller.current;
    const top = scroller?.scrollTop ?? 0;
    previewBody.current?.replaceChildren(built);
    // The reader stays where they were while the document changes under them.
    if (scroller) scroller.scrollTop = top;
  }, []);
  const preview = useSanitizedPreview(rendered, showPreview);
  useEffect(() => {
    if (!scrollSync || view !== 'preview' || !editorHost.current || !previewScroller.current || !previewBody.current) return;
    return linkScrolling(editorHost.current, previewScroller.current, previewBody.current);
  }, [scrollSync, view]);

  // After a failed rendering the last preview is of other Markdown: it goes, and nothing old can be copied or downloaded.
  useEffect(() => {
    if (failed) previewBody.current?.replaceChildren();
  }, [failed]);

  const working = busy || preview.busy;
  const exportHtml = markdown === '' || failed ? '' : preview.exportHtml;

  const outputActions = (name: string) => (
    <>
      <Segmented legend="Show" hideLegend name="markdown-view" value={view} options={viewOptions} onChange={onView} />
      {working && <StatusLine busy>Rendering…</StatusLine>}
      <CopyButton text={exportHtml} label="Copy HTML" loading={working} />
      <RichCopyButton html={exportHtml} text={() => previewBody.current?.innerText ?? ''} disabled={working} />
      <DownloadButton
        fileName={`${name}.html`}
        mimeType="text/html"
        content={() => standaloneHtml(exportHtml)}
        disabled={exportHtml === '' || working}
        ariaLabel="Download HTML"
      />
      <Button
        icon={Printer}
        onClick={() => previewBody.current && printRendered(previewBody.current)}
        disabled={exportHtml === '' || working}
        title="Print the rendered preview, or save it as a PDF from the print dialog"
      >
        Print / save as PDF
      </Button>
    </>
  );

  return (
    <SourceColumns
      source="markdown"
      value={markdown}
      onChange={onMarkdown}
      error={failure ?? preview.error}
      download={{ fileName: (name) => `${baseName(name)}.md`, mimeType: 'text/markdown', ariaLabel: 'Download Markdown' }}
      sourceRef={editorHost}
    >
      {(name) => (
        <>
          {/* Kept mounted while the HTML shows, so the preview is there again at once and its scroll position kept. */}
          <div className={view === 'preview' ? '' : 'hidden'}>
            <Panel title={<span className="sr-only">Preview</span>} actions={outputActions(name)} flush fill className="h-[28rem] lg:h-[36rem]">
              <div ref={previewScroller} className="relative min-h-0 flex-1 overflow-auto" tabIndex={0} role="region" aria-label="Rendered Markdown">
                {/* Filled by useSanitizedPreview with sanitised nodes; React renders nothing inside it. */}
                <div ref={previewBody} className="markdown-body px-5 py-4" onClick={followAnchor} />
                {markdown === '' && <p className="px-5 py-4 text-sm text-slate-600 dark:text-slate-400">The preview appears here as you type.</p>}
              </div>
            </Panel>
          </div>
          {view === 'html' && (
            <DocumentPane label="HTML" value={exportHtml} readOnly placeholder="The HTML appears here as you type." actions={outputActions(name)} />
          )}
          {preview.blockedImages > 0 && view === 'preview' && !failed && (
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="blocked-images">
              {preview.blockedImages === 1 ? '1 image from another site is' : `${preview.blockedImages} images from other sites are`} not loaded here, so no
              site learns you are reading; the exported HTML keeps {preview.blockedImages === 1 ? 'it' : 'them'}.
            </p>
          )}
        </>
      )}
    </SourceColumns>
  );
}
