import { useEffect, useState } from 'react';
import { CodePane } from '@/components/code-pane';
import { CopyButton } from '@/components/copy-button';
import { ErrorLine } from '@/components/error-line';
import { Spinner } from '@/components/ui/spinner';
import { DownloadMarkdownButton } from './download-markdown-button';
import { useSourceFile } from '@/hooks/use-source-file';
import { SourcePane } from './source-pane';
import { failureMessage, jobFailureMessage, NOT_LOADED_DETAIL } from '@/lib/job-failure';

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
  const source = useSourceFile(html, onHtml);
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
      <div className="min-w-0 space-y-2">
        <SourcePane mode="html-to-markdown" source={source} />
        <ErrorLine message={source.fileError ?? loadError ?? (converted && !converted.ok ? converted.message : null)} />
      </div>
      <CodePane
        label="Markdown"
        value={markdown}
        readOnly
        wrapLines
        placeholder="The Markdown appears here as you type."
        actions={
          <>
            {busy && (
              <span role="status" className="flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
                <Spinner /> Converting…
              </span>
            )}
            <CopyButton text={markdown} loading={busy} />
            <DownloadMarkdownButton markdown={markdown} sourceName={source.name} />
          </>
        }
      />
    </div>
  );
}
