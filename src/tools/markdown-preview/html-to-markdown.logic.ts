import TurndownService from 'turndown';
import { gfm } from 'turndown-plugin-gfm';
import { sanitizeToFragment } from './sanitize-html.logic';

let service: TurndownService | null = null;

function createService(): TurndownService {
  const turndown = new TurndownService({
    headingStyle: 'atx',
    codeBlockStyle: 'fenced',
    bulletListMarker: '-',
    emDelimiter: '*',
    strongDelimiter: '**',
    hr: '---',
  });
  turndown.use(gfm);
  // Added after the plugin, so these win: GFM's ~~ (markdown-it reads no single ~), and lists
  // written as people write them ("- item", "[x] task") rather than turndown's "-   item".
  turndown.addRule('strikethrough', { filter: (node) => ['DEL', 'S', 'STRIKE'].includes(node.nodeName), replacement: (content) => `~~${content}~~` });
  turndown.addRule('listItem', {
    filter: 'li',
    replacement: (content, node) => {
      const parent = node.parentNode as HTMLElement | null;
      let prefix = '- ';
      if (parent?.nodeName === 'OL') {
        const start = Number(parent.getAttribute('start') ?? '1');
        prefix = `${(Number.isFinite(start) ? start : 1) + Array.prototype.indexOf.call(parent.children, node)}. `;
      }
      const isParagraph = /\n$/.test(content);
      const body = (content.replace(/^\n+|\n+$/g, '') + (isParagraph ? '\n' : '')).replace(/^\[( |x)\]\s+/, '[$1] ');
      return prefix + body.replace(/\n/g, `\n${' '.repeat(prefix.length)}`) + (node.nextSibling ? '\n' : '');
    },
  });
  return turndown;
}

/** Converts one sanitised piece of HTML (markup, or nodes of a parsed document). */
function convert(html: string | Node): string {
  service ??= createService();
  return service.turndown(sanitizeToFragment(html, 'export') as unknown as HTMLElement);
}

/**
 * HTML to GitHub-flavoured Markdown (tables, task lists, strikethrough, fenced code). The HTML is
 * sanitised first, so scripts, styles, frames, handlers and javascript: links never reach the Markdown.
 */
export function htmlToMarkdown(html: string): string {
  return html.trim() === '' ? '' : convert(html);
}

const BLOCK_TAGS = new Set(
  'ADDRESS ARTICLE ASIDE BLOCKQUOTE DETAILS DIV DL FIELDSET FIGURE FOOTER FORM H1 H2 H3 H4 H5 H6 HEADER HR MAIN NAV OL P PRE SECTION TABLE UL'.split(' '),
);
const WRAPPERS = new Set(['DIV', 'MAIN', 'ARTICLE', 'SECTION', 'BODY']);
/** About this much text per piece: converting it takes a few milliseconds. */
const PIECE_CHARS = 10_000;

/**
 * The document's top-level blocks in pieces that convert on their own: a page wrapped in one
 * <div>/<main> is opened up, and a run of inline content is never split (it is one paragraph).
 */
export function htmlPieces(html: string): Node[][] {
  let root: Element = new DOMParser().parseFromString(html, 'text/html').body;
  while (
    root.children.length === 1 &&
    root.firstElementChild &&
    WRAPPERS.has(root.firstElementChild.tagName) &&
    (root.textContent ?? '').trim() === (root.firstElementChild.textContent ?? '').trim()
  )
    root = root.firstElementChild;
  const pieces: Node[][] = [];
  let piece: Node[] = [];
  let size = 0;
  let inlineRun = false;
  for (const node of Array.from(root.childNodes)) {
    const block = node instanceof Element && BLOCK_TAGS.has(node.tagName);
    // Cut only before a block, or before inline content that follows a block.
    if (size >= PIECE_CHARS && (block || !inlineRun)) {
      pieces.push(piece);
      piece = [];
      size = 0;
    }
    piece.push(node);
    size += node.textContent?.length ?? 0;
    inlineRun = !block;
  }
  if (piece.length > 0) pieces.push(piece);
  return pieces;
}

/** Converts pieces of one document and joins them as turndown joins blocks. */
export function convertPieces(pieces: Node[][]): string {
  return pieces
    .map((nodes) => {
      const holder = nodes[0]?.ownerDocument?.createElement('div');
      if (!holder) return '';
      holder.append(...nodes);
      return convert(holder);
    })
    .filter((markdown) => markdown !== '')
    .join('\n\n');
}

const SLICE_MS = 25;

/**
 * htmlToMarkdown for input of any size without freezing the page (turndown and DOMPurify need the
 * page's DOM, so no worker): one parse, then a piece at a time, yielding between slices. Resolves
 * null when `signal` is aborted (newer input arrived).
 */
export async function htmlToMarkdownInSlices(html: string, signal: AbortSignal): Promise<string | null> {
  if (html.trim() === '') return '';
  const parts: string[] = [];
  let sliceStart = performance.now();
  for (const piece of htmlPieces(html)) {
    const markdown = convertPieces([piece]);
    if (markdown !== '') parts.push(markdown);
    if (performance.now() - sliceStart > SLICE_MS) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (signal.aborted) return null;
      sliceStart = performance.now();
    }
  }
  return signal.aborted ? null : parts.join('\n\n');
}
