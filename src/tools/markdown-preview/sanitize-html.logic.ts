import DOMPurify, { type Config } from 'dompurify';
import { formatNumber } from '@contract/format-number';

/**
 * What rendered Markdown may keep, after GitHub's own allowlist: text formatting, tables, lists,
 * images and links, details/summary, task checkboxes. No script, style, form, frame, media or
 * event handler; links only to http(s), mailto, relative and #anchors (DOMPurify's URI check).
 */
const ALLOWED_TAGS = [
  'a', 'abbr', 'b', 'bdo', 'blockquote', 'br', 'caption', 'cite', 'code', 'dd', 'del', 'details', 'dfn', 'div', 'dl', 'dt', 'em',
  'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'input', 'ins', 'kbd', 'li', 'mark', 'ol', 'p', 'picture', 'pre', 'q',
  'rp', 'rt', 'ruby', 's', 'samp', 'section', 'small', 'span', 'strike', 'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th',
  'thead', 'time', 'tr', 'tt', 'u', 'ul', 'var', 'wbr',
]; // prettier-ignore

const ALLOWED_ATTR = [
  'align', 'alt', 'aria-label', 'aria-hidden', 'checked', 'cite', 'class', 'colspan', 'datetime', 'dir', 'disabled', 'height', 'href', 'id',
  'lang', 'open', 'rowspan', 'scope', 'span', 'src', 'start', 'title', 'type', 'width', 'reversed',
]; // prettier-ignore

/** Classes markdown-it, its plugins and the highlighter write. */
const OWN_CLASS =
  /^(?:task-list-item|task-list-item-checkbox|contains-task-list|footnotes?(?:-\w+)?|footnote-\w+|cm-tok-\w+|language-[\w+#-]+|md-remote-image)$/;

/** What a sanitised document is for: the on-page preview or an exported file. */
export type SanitizeTarget = 'preview' | 'export';

const baseConfig: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  // Only the preview keeps data-line (scroll sync); data-* from the author's HTML goes either way.
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

/** Links open in a new tab without telling the target where they came from; only task checkboxes stay as inputs. */
function hardenElement(node: Element): void {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href') ?? '';
    if (!href.startsWith('#')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  }
  if (node.tagName === 'INPUT') {
    if (node.getAttribute('type') !== 'checkbox') node.remove();
    else node.setAttribute('disabled', '');
  }
}

/** Each note's sanitised image, so an export can put it back; a map, since a note an author writes must not pass for one. */
const blockedImages = new WeakMap<Element, Element>();

const isLocalImage = (src: string) => /^data:image\/(?:png|gif|jpe?g|webp|avif);/i.test(src);

/**
 * In the preview an image from elsewhere becomes a note with its alt text and address: loading it
 * would tell that site who is reading (and the page's policy refuses other origins anyway).
 */
function blockRemoteImage(node: Element): void {
  if (node.tagName !== 'IMG') return;
  const src = node.getAttribute('src') ?? '';
  if (isLocalImage(src)) return;
  const note = node.ownerDocument.createElement('span');
  note.className = 'md-remote-image';
  note.setAttribute('title', src ? `Not loaded: ${src}` : 'Image without an address');
  blockedImages.set(note, node);
  note.textContent = `Image: ${node.getAttribute('alt') || src || 'no description'}`;
  node.replaceWith(note);
}

/**
 * A longer block (a paragraph, list item, cell...) is cut in the preview: to lay out a paragraph the browser
 * shapes all of it in one task (a 5 MB paragraph: 1 s; 1 MB of JSON pasted, its e-mail addresses made links:
 * 200 ms). Copy and download put the rest back.
 */
export const PREVIEW_TEXT_LIMIT = 100_000;

const CUT_BLOCKS = 'p, li, td, th, dd, dt, h1, h2, h3, h4, h5, h6, pre, blockquote, summary, figcaption';

/** Each cut note's content left out of the preview; a map, so no author's element can pass for a note. */
const cutContents = new WeakMap<Element, DocumentFragment>();

function cutLongBlocks(root: DocumentFragment): void {
  for (const block of Array.from(root.querySelectorAll(CUT_BLOCKS))) {
    const length = block.textContent?.length ?? 0;
    // The innermost long block is cut, so a list keeps its other items.
    if (length <= PREVIEW_TEXT_LIMIT || Array.from(block.querySelectorAll(CUT_BLOCKS)).some((inner) => (inner.textContent?.length ?? 0) > PREVIEW_TEXT_LIMIT))
      continue;
    const walker = block.ownerDocument.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    let seen = 0;
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (seen + node.length <= PREVIEW_TEXT_LIMIT) {
        seen += node.length;
        continue;
      }
      // Text of the block itself is cut at the limit; a link or other inline element stays whole, so the export is not split inside it.
      let top: Node = node;
      while (top.parentNode && top.parentNode !== block) top = top.parentNode;
      const first = top === node ? node.splitText(PREVIEW_TEXT_LIMIT - seen) : top.nextSibling;
      // Moved node by node, not through a Range: a DOM keeps a live range's ends up to date on every removal,
      // which made cutting a paragraph of 6,000 links take 18 s under jsdom.
      const left = block.ownerDocument.createDocumentFragment();
      for (let next = first; next;) {
        const following: ChildNode | null = next.nextSibling;
        left.append(next);
        next = following;
      }
      const note = block.ownerDocument.createElement('span');
      note.className = 'md-cut-text';
      note.textContent = ` … ${formatNumber(left.textContent?.length ?? 0)} more characters are not shown here (Copy HTML and Download keep them).`;
      cutContents.set(note, left);
      block.append(note);
      break;
    }
  }
}

/**
 * In the preview the document sits under the tool's own title (the page's one h1), so its headings
 * are announced a level lower; the elements stay h1–h6 for their look.
 */
function nestHeading(node: Element): void {
  const level = /^H([1-6])$/.exec(node.tagName)?.[1];
  if (level) node.setAttribute('aria-level', String(Math.min(6, Number(level) + 1)));
}

function createSanitizer(target: SanitizeTarget) {
  const purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    hardenElement(node);
    if (target === 'preview') {
      blockRemoteImage(node);
      nestHeading(node);
    }
  });
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    // Our own line marks in the preview, and nothing else of data-*.
    if (data.attrName === 'data-line' && target === 'preview') data.forceKeepAttr = /^\d+$/.test(data.attrValue);
    // Only the renderer's own classes: the page's utility classes could otherwise lay an author's box over the app.
    if (data.attrName === 'class')
      data.attrValue = data.attrValue
        .split(/\s+/)
        .filter((name) => OWN_CLASS.test(name))
        .join(' ');
  });
  return purify;
}

/**
 * The preview lives in our page, so an author's id must not clobber the page's globals: GitHub's
 * "user-content-" prefix. An exported file runs no script, so ids (a heading called "Title") stay as written.
 */
const configFor = (target: SanitizeTarget): Config =>
  target === 'preview' ? { ...baseConfig, SANITIZE_NAMED_PROPS: true } : { ...baseConfig, SANITIZE_DOM: false };

let sanitizers: Record<SanitizeTarget, ReturnType<typeof createSanitizer>> | null = null;

/**
 * Sanitises rendered Markdown (or HTML from a file). The preview prefixes ids with "user-content-"
 * as GitHub does, so an author's id can never clash with the page's own; an export keeps them plain.
 */
export function sanitizeHtml(html: string, target: SanitizeTarget): string {
  sanitizers ??= { preview: createSanitizer('preview'), export: createSanitizer('export') };
  return sanitizers[target].sanitize(html, configFor(target));
}

/** The same as a DOM fragment, ready to insert. */
export function sanitizeToFragment(html: string | Node, target: SanitizeTarget): DocumentFragment {
  sanitizers ??= { preview: createSanitizer('preview'), export: createSanitizer('export') };
  const fragment = sanitizers[target].sanitize(html, { ...configFor(target), RETURN_DOM_FRAGMENT: true });
  if (target === 'preview') cutLongBlocks(fragment);
  return fragment;
}

let inertDocument: Document | null = null;

/**
 * The export HTML of a sanitised preview, without sanitising it a second time: source lines and
 * heading levels dropped, ids unprefixed, remote images and cut text put back. Equal to sanitizeHtml(html, 'export').
 */
export function previewToExport(preview: Element): string {
  // Copied into a document with no window: an <img> made in the page's own document loads at once, even detached.
  inertDocument ??= document.implementation.createHTMLDocument('');
  const copy = inertDocument.importNode(preview, true);
  // A clone keeps document order, so the i-th note of the copy is the i-th of the original.
  const notes = Array.from(preview.querySelectorAll('span.md-remote-image'));
  Array.from(copy.querySelectorAll('span.md-remote-image')).forEach((note, index) => {
    const image = blockedImages.get(notes[index] as Element);
    if (image) note.replaceWith(image.cloneNode());
  });
  const cuts = Array.from(preview.querySelectorAll('span.md-cut-text'));
  Array.from(copy.querySelectorAll('span.md-cut-text')).forEach((note, index) => {
    const rest = cutContents.get(cuts[index] as Element);
    if (rest) note.replaceWith(copy.ownerDocument.importNode(rest, true));
  });
  for (const element of Array.from(copy.querySelectorAll('[data-line]'))) element.removeAttribute('data-line');
  for (const heading of Array.from(copy.querySelectorAll('[aria-level]'))) heading.removeAttribute('aria-level');
  for (const element of Array.from(copy.querySelectorAll('[id^="user-content-"]'))) element.id = element.id.slice('user-content-'.length);
  return copy.innerHTML;
}
