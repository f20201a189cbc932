import { useEffect, useState } from 'react';
import type { RenderedMarkdown } from './markdown-render.logic';
import { previewToExport, sanitizeToFragment } from './sanitize-html.logic';
import { failureMessage } from '@/lib/job-failure';

/** Sanitising yields to the page after this long, so a long document never freezes it. */
const SLICE_MS = 25;

export interface SanitizedPreview {
  /** The document as safe HTML to copy or download (images kept, ids plain); empty until ready. */
  exportHtml: string;
  /** Images from other sites that the preview did not load. */
  blockedImages: number;
  /** A newer rendering is still being sanitised. */
  busy: boolean;
  error: string | null;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Shows rendered Markdown in `target`: sanitises it (DOMPurify needs the page's DOM, so this part
 * cannot run in the worker) a chunk at a time and builds it off-page; `show` then swaps it in at once.
 * A newer rendering abandons an older one.
 */
export function useSanitizedPreview(rendered: RenderedMarkdown | null, show: (built: DocumentFragment) => void): SanitizedPreview {
  const [state, setState] = useState<SanitizedPreview>({ exportHtml: '', blockedImages: 0, busy: false, error: null });

  useEffect(() => {
    if (!rendered) return;
    let cancelled = false;
    const build = async () => {
      setState((previous) => ({ ...previous, busy: true }));
      const built = document.createDocumentFragment();
      const exported: string[] = [];
      let sliceStart = performance.now();
      for (const chunk of rendered.chunks) {
        const wrapper = document.createElement('div');
        wrapper.className = 'md-chunk';
        wrapper.append(sanitizeToFragment(chunk, 'preview'));
        wrapper.dataset.firstLine = wrapper.querySelector('[data-line]')?.getAttribute('data-line') ?? '0';
        built.append(wrapper);
        exported.push(previewToExport(wrapper));
        if (performance.now() - sliceStart > SLICE_MS) {
          await nextTask();
          if (cancelled) return;
          sliceStart = performance.now();
        }
      }
      if (cancelled) return;
      const blockedImages = built.querySelectorAll('.md-remote-image').length;
      show(built);
      setState({ exportHtml: exported.join(''), blockedImages, busy: false, error: null });
    };
    build().catch((error: unknown) => {
      if (!cancelled)
        setState((previous) => ({
          ...previous,
          busy: false,
          error: failureMessage('Could not show this Markdown', error),
        }));
    });
    return () => {
      cancelled = true;
    };
  }, [rendered, show]);

  return state;
}
