import markdownIt, { type MarkdownIt, type Token } from 'markdown-it';
import footnote from 'markdown-it-footnote';
import taskLists from 'markdown-it-task-lists';
import { highlightFence, loadGrammars } from './code-highlight.logic';
import { createSlugger } from './heading-slug.logic';

/** The rendered document in pieces the screen can sanitise and show a few at a time. */
export interface RenderedMarkdown {
  /**
   * Consecutive top-level blocks, about CHUNK_CHARS of HTML each. A piece never ends inside raw
   * HTML that is still open (`<details>` ... `</details>` around Markdown), so each parses on its own.
   */
  chunks: string[];
  /** Characters of HTML in all the chunks. */
  htmlLength: number;
}

export interface RenderOptions {
  /** Mark each block with the source line it starts on (`data-line`), for scroll sync. On by default. */
  sourceLines?: boolean;
}

/** Small enough that sanitising one chunk on the page stays well under a frame budget of 50 ms. */
const CHUNK_CHARS = 8_000;
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

interface RenderEnv extends Record<string | symbol, unknown> {
  slug: (text: string) => string;
  sourceLines: boolean;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The plain text of an inline token, as GitHub reads a heading for its anchor. */
function inlineText(token: Token | undefined): string {
  return (token?.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('');
}

/** Heading ids, table alignment as GitHub writes it (align=), labelled task checkboxes and source lines. */
function decorate(tokens: Token[], env: RenderEnv): void {
  tokens.forEach((token, index) => {
    if (token.type === 'heading_open') token.attrSet('id', env.slug(inlineText(tokens[index + 1])));
    if (token.type === 'th_open' || token.type === 'td_open') {
      const align = /text-align:(\w+)/.exec(String(token.attrGet('style') ?? ''))?.[1];
      token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'style');
      if (align) token.attrSet('align', align);
    }
    if (token.type === 'inline' && String(tokens[index - 2]?.attrGet('class') ?? '').startsWith('task-list-item')) {
      const box = token.children?.[0];
      // A checkbox needs a name of its own for screen readers: the task's text.
      if (box?.type === 'html_inline') box.content = box.content.replace('<input ', `<input aria-label="${escapeAttribute(inlineText(token).trim())}" `);
    }
    if (env.sourceLines && token.map && token.block && token.nesting !== -1 && token.type !== 'html_block' && token.type !== 'inline')
      token.attrSet('data-line', String(token.map[0]));
  });
}

/** GFM's extended www autolink: a domain with a dot, then anything up to a space or <. */
const WWW_TAIL = /^[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)+[^\s<]*/u;

/** GFM trims trailing punctuation from an autolink, and a ")" that has no "(" in it. */
export function trimAutolink(link: string): string {
  let text = link;
  for (;;) {
    const trimmed = text.replace(/[?!.,:*_~]+$/, '').replace(/&[a-z\d]+;$/i, '');
    const opens = trimmed.split('(').length;
    const closes = trimmed.split(')').length;
    const next = trimmed.endsWith(')') && closes > opens ? trimmed.slice(0, -1) : trimmed;
    if (next === text) return text;
    text = next;
  }
}

function createRenderer(): MarkdownIt {
  const md = markdownIt({
    html: true,
    linkify: true,
    highlight: (code, info) => highlightFence(code, info) ?? '',
  })
    .use(footnote)
    .use(taskLists);
  // GFM writes strikethrough as <del>.
  md.renderer.rules.s_open = () => '<del>';
  md.renderer.rules.s_close = () => '</del>';
  md.core.ruler.push('devdeck_decorate', (state) => decorate(state.tokens, state.env as unknown as RenderEnv));
  // GFM links "www.example.com" without a scheme, but not "example.com".
  md.linkify.add('www.', {
    validate: (text, position) => {
      const tail = WWW_TAIL.exec(text.slice(position))?.[0];
      return tail ? trimAutolink(tail).length : 0;
    },
    normalize: (match) => {
      match.url = `http://${match.url}`;
    },
  });
  return md;
}

const md = createRenderer();

/** How much raw HTML is still open after this block: tags opened minus tags closed. */
function openTagBalance(html: string): number {
  let balance = 0;
  for (const [, slash, name, selfClosing] of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g)) {
    if (!name || VOID_ELEMENTS.has(name.toLowerCase()) || selfClosing) continue;
    balance += slash ? -1 : 1;
  }
  return balance;
}

/** Renders Markdown with the grammars already loaded (see renderMarkdown). */
export function renderMarkdownNow(source: string, { sourceLines = true }: RenderOptions = {}): RenderedMarkdown {
  const env: RenderEnv = { slug: createSlugger(), sourceLines };
  const tokens = md.parse(source, env);
  const chunks: string[] = [];
  let chunk = '';
  let htmlLength = 0;
  let openHtml = 0;
  let start = 0;
  let depth = 0;
  tokens.forEach((token: Token, index: number) => {
    depth += token.nesting;
    if (token.type === 'html_block') openHtml = Math.max(0, openHtml + openTagBalance(token.content));
    if (depth !== 0) return;
    // A whole top-level block: render it alone, so the document can be cut between blocks.
    const html = md.renderer.render(tokens.slice(start, index + 1), md.options, env);
    start = index + 1;
    chunk += html;
    htmlLength += html.length;
    if (chunk.length >= CHUNK_CHARS && openHtml === 0) {
      chunks.push(chunk);
      chunk = '';
    }
  });
  // Blocks left open by a malformed token stream are still shown.
  if (start < tokens.length) {
    const rest = md.renderer.render(tokens.slice(start), md.options, env);
    chunk += rest;
    htmlLength += rest.length;
  }
  if (chunk !== '') chunks.push(chunk);
  return { chunks, htmlLength };
}

/** The info strings of the document's fenced code blocks, read cheaply line by line. */
export function fenceInfos(source: string): Set<string> {
  const infos = new Set<string>();
  for (const [, info] of source.matchAll(/^ {0,3}(?:`{3,}|~{3,})[ \t]*([^\s`]+)/gm)) if (info) infos.add(info);
  return infos;
}

/** Renders Markdown as GitHub does (tables, task lists, strikethrough, autolinks, footnotes), code highlighted. */
export async function renderMarkdown(source: string, options: RenderOptions = {}): Promise<RenderedMarkdown> {
  await loadGrammars(fenceInfos(source));
  return renderMarkdownNow(source, options);
}
