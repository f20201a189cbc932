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

/**
 * HTML to GitHub-flavoured Markdown (tables, task lists, strikethrough, fenced code). The HTML is
 * sanitised first, so scripts, styles, frames, handlers and javascript: links never reach the Markdown.
 */
export function htmlToMarkdown(html: string): string {
  if (html.trim() === '') return '';
  service ??= createService();
  return service.turndown(sanitizeToFragment(html, 'export') as unknown as HTMLElement);
}
