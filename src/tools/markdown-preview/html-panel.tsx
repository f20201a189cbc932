import { useEffect, useState } from 'react';
import { DocumentPane } from '@/components/document-pane';
import { failureMessage, jobFailureMessage, NOT_LOADED_DETAIL } from '@/lib/job-failure';
import { baseName, htmlFile, SAMPLE_HTML } from './markdown-preview-state';

/** Typing pauses this long before converting: turndown needs the page's DOM, so it runs on the main thread, in slices. */
const DEBOUNCE_MS = 150;

type Converted = { ok: true; markdown: string } | { ok: false; message: string };
type Converter = (html: string, signal: AbortSignal) => Promise<string | null>;

/** turndown loads only when this mode is used, so the Markdown preview does not carry it. */
function useConverter(): { converter: Converter | null; loadError: string | null } {
  const [state, setState] = useState<{ converter: Converter | null; loadError: string | null }>({ converter: null, loadError: null });
  useEffect(() => {
    let active = true;
    import('./html-to-markdown.logic')
      .then(({ htmlToMarkdownInSlices }) => active && setState({ converter: htmlToMarkdownInSlices, loadError: null }))
      .catch(() => active && setState({ converter: null, loadError: jobFailureMessage('Could not load the HTML converter', NOT_LOADED_DETAIL) }));
    return () => {
      active = false;
    };
  }, []);
  return state;
}

/** HTML in (pasted, opened or dropped), GitHub-flavoured Markdown out; the HTML is sanitised first. */
export function HtmlPanel({ html, onHtml }: { html: string; onHtml: (html: string) => void }) {
  const { converter, loadError } = useConverter();
  const [converted, setConverted] = useState<Converted | null>(null);
  const [busy, setBusy] = useState(false);
  const [sourceName, setSourceName] = useState<string | null>(null);
  useEffect(() => {
    if (!converter) return;
    const stop = new AbortController();
    const timer = setTimeout(() => {
      setBusy(true);
      converter(html, stop.signal)
        .then((markdown) => {
          if (markdown === null) return;
          setConverted({ ok: true, markdown });
          setBusy(false);
        })
        .catch((error: unknown) => {
          if (stop.signal.aborted) return;
          setConverted({ ok: false, message: failureMessage('Could not convert this HTML', error) });
          setBusy(false);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      stop.abort();
    };
  }, [converter, html]);

  const markdown = converted?.ok && html !== '' ? converted.markdown : '';

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <DocumentPane
        label="HTML"
        value={html}
        onChange={onHtml}
        wrapLines
        placeholder="Paste HTML here (from a page, a mail or an editor), or drop an .html file."
        file={htmlFile}
        sourceName={sourceName}
        onSourceName={setSourceName}
        sample={SAMPLE_HTML}
        error={loadError ?? (converted && !converted.ok ? converted.message : null)}
      />
      <DocumentPane
        label="Markdown"
        value={markdown}
        readOnly
        wrapLines
        placeholder="The Markdown appears here as you type."
        generated
        busy={busy ? 'Converting…' : null}
        copy
        download={{ fileName: `${baseName(sourceName)}.md`, mimeType: 'text/markdown', ariaLabel: 'Download Markdown' }}
      />
    </div>
  );
}
