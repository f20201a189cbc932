import { useEffect, useState } from 'react';
import { DocumentPane } from '@/components/document-pane';
import { failureMessage, jobFailureMessage, NOT_LOADED_DETAIL } from '@/lib/job-failure';
import { SourceColumns } from './source-columns';

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
    <SourceColumns source="html" value={html} onChange={onHtml} error={loadError ?? (converted && !converted.ok ? converted.message : null)}>
      {(name) => (
        <DocumentPane
          label="Markdown"
          value={markdown}
          readOnly
          wrapLines
          placeholder="The Markdown appears here as you type."
          generated
          busy={busy ? 'Converting…' : null}
          copy
          download={{ fileName: `${name}.md`, mimeType: 'text/markdown', ariaLabel: 'Download Markdown' }}
        />
      )}
    </SourceColumns>
  );
}
