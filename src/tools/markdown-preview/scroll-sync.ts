import { EditorView } from '@codemirror/view';

/**
 * Scroll sync between the Markdown editor and the preview, through the source line each rendered
 * block starts on (`data-line`, from markdown-it's token map). Positions are read only inside the
 * chunk at hand, so a long document's off-screen chunks are never laid out for it.
 */

/** A position in the source: line (0-based) plus how far into it. */
type SourceLine = number;

function editorIn(host: HTMLElement | null): EditorView | null {
  const dom = host?.querySelector<HTMLElement>('.cm-editor');
  return dom ? EditorView.findFromDOM(dom) : null;
}

const lineOf = (element: Element) => Number(element.getAttribute('data-line'));
const atEnd = (scroller: HTMLElement) => scroller.scrollTop > 0 && scroller.scrollTop >= scroller.scrollHeight - scroller.clientHeight - 1;

/** The source line at the editor's top edge. */
function editorLine(view: EditorView): SourceLine {
  const top = view.scrollDOM.scrollTop;
  const block = view.lineBlockAtHeight(top);
  const line = view.state.doc.lineAt(block.from).number - 1;
  return line + Math.min(1, Math.max(0, (top - block.top) / Math.max(1, block.height)));
}

function scrollEditorTo(view: EditorView, line: SourceLine): void {
  const doc = view.state.doc;
  const whole = Math.min(doc.lines, Math.floor(line) + 1);
  const block = view.lineBlockAt(doc.line(whole).from);
  view.scrollDOM.scrollTop = block.top + (line - Math.floor(line)) * block.height;
}

/** Top of an element in the scroller's content coordinates. */
function topIn(scroller: HTMLElement, element: Element): number {
  return element.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
}

/** The chunk at or before this source line / scroll offset: the preview holds its blocks in chunk wrappers. */
function chunkBy(preview: HTMLElement, pick: (chunk: HTMLElement) => number, value: number): HTMLElement | null {
  let found: HTMLElement | null = null;
  for (const chunk of Array.from(preview.children) as HTMLElement[]) {
    if (pick(chunk) > value) break;
    found = chunk;
  }
  return found ?? (preview.firstElementChild as HTMLElement | null);
}

const firstLine = (chunk: HTMLElement) => Number(chunk.dataset.firstLine ?? 0);

/** Anchors (line, top) in one chunk and the next chunk's start, in document order. */
function anchors(scroller: HTMLElement, chunk: HTMLElement): { line: number; top: number }[] {
  const list = Array.from(chunk.querySelectorAll('[data-line]'), (element) => ({ line: lineOf(element), top: topIn(scroller, element) }));
  const next = chunk.nextElementSibling as HTMLElement | null;
  list.push(next ? { line: firstLine(next), top: topIn(scroller, next) } : { line: Number.POSITIVE_INFINITY, top: scroller.scrollHeight });
  return list;
}

function previewTopFor(scroller: HTMLElement, preview: HTMLElement, line: SourceLine): number {
  const chunk = chunkBy(preview, firstLine, line);
  if (!chunk) return 0;
  const points = anchors(scroller, chunk);
  let before = { line: 0, top: 0 };
  for (const point of points) {
    if (point.line > line) {
      const span = Number.isFinite(point.line) ? point.line - before.line : 1;
      return before.top + ((line - before.line) / Math.max(1, span)) * Math.max(0, point.top - before.top);
    }
    before = point;
  }
  return before.top;
}

function lineForPreviewTop(scroller: HTMLElement, preview: HTMLElement, top: number): SourceLine {
  const chunk = chunkBy(preview, (element) => topIn(scroller, element), top);
  if (!chunk) return 0;
  const points = anchors(scroller, chunk);
  let before = { line: 0, top: 0 };
  for (const point of points) {
    if (point.top > top) {
      if (!Number.isFinite(point.line)) return before.line;
      return before.line + ((top - before.top) / Math.max(1, point.top - before.top)) * (point.line - before.line);
    }
    if (point.top >= before.top) before = point;
  }
  return before.line;
}

/** How many frames a follower may take to settle on its target as its content gets laid out. */
const SETTLE_FRAMES = 4;

/** What shows that the reader is working in a pane: its scrolling then leads, and the other pane's follows. */
const LEAD_EVENTS = ['pointerenter', 'pointerdown', 'wheel', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Links the two panes; returns the cleanup. Only the pane the reader last pointed at, touched or
 * focused leads, so the follower's own scroll events (ours, or CodeMirror settling its line heights)
 * never echo back. The editor is looked up on each event: CodeMirror may mount after this runs.
 */
export function linkScrolling(editorHost: HTMLElement, previewScroller: HTMLElement, preview: HTMLElement): () => void {
  let leader: 'editor' | 'preview' = 'editor';
  let frame = 0;
  const leadEditor = () => {
    leader = 'editor';
  };
  const leadPreview = () => {
    leader = 'preview';
  };

  const fromEditor = (event: Event) => {
    const view = editorIn(editorHost);
    if (!view || event.target !== view.scrollDOM || leader !== 'editor') return;
    cancelAnimationFrame(frame);
    const follow = (attempt: number) => {
      const target = atEnd(view.scrollDOM)
        ? previewScroller.scrollHeight - previewScroller.clientHeight
        : previewTopFor(previewScroller, preview, editorLine(view));
      if (Math.abs(previewScroller.scrollTop - target) >= 2) previewScroller.scrollTop = target;
      // Chunks scrolled into view are laid out only now and may differ from their estimated height: aim again.
      if (attempt < SETTLE_FRAMES) frame = requestAnimationFrame(() => follow(attempt + 1));
    };
    frame = requestAnimationFrame(() => follow(0));
  };
  const fromPreview = () => {
    const view = editorIn(editorHost);
    if (!view || leader !== 'preview') return;
    cancelAnimationFrame(frame);
    const follow = (attempt: number) => {
      if (atEnd(previewScroller)) view.scrollDOM.scrollTop = view.scrollDOM.scrollHeight;
      else scrollEditorTo(view, lineForPreviewTop(previewScroller, preview, previewScroller.scrollTop));
      // CodeMirror measures the lines it has just drawn, which may move them: aim again.
      if (attempt < SETTLE_FRAMES) frame = requestAnimationFrame(() => follow(attempt + 1));
    };
    frame = requestAnimationFrame(() => follow(0));
  };
  for (const type of LEAD_EVENTS) {
    editorHost.addEventListener(type, leadEditor, { passive: true });
    previewScroller.addEventListener(type, leadPreview, { passive: true });
  }
  // Capture: scroll events do not bubble, and the editor's scroller may be replaced.
  editorHost.addEventListener('scroll', fromEditor, { capture: true, passive: true });
  previewScroller.addEventListener('scroll', fromPreview, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    for (const type of LEAD_EVENTS) {
      editorHost.removeEventListener(type, leadEditor);
      previewScroller.removeEventListener(type, leadPreview);
    }
    editorHost.removeEventListener('scroll', fromEditor, { capture: true });
    previewScroller.removeEventListener('scroll', fromPreview);
  };
}
