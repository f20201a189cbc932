// @vitest-environment jsdom
// DOMPurify under happy-dom (the default environment) returns markup unsanitised; jsdom is a real enough DOM for it.
import { describe, expect, it } from 'vitest';
import { renderMarkdownNow } from './markdown-render.logic';
import { PREVIEW_TEXT_LIMIT, previewToExport, sanitizeHtml, sanitizeToFragment } from './sanitize-html.logic';

const preview = (markdown: string) => sanitizeHtml(renderMarkdownNow(markdown, { sourceLines: false }).chunks.join(''), 'preview');
const exported = (markdown: string) => sanitizeHtml(renderMarkdownNow(markdown, { sourceLines: false }).chunks.join(''), 'export');

describe('sanitising rendered Markdown', () => {
  it.each([
    ['a script block', '<script>alert(1)</script>', /<script|alert/],
    ['an inline handler', '<img src="data:image/png;base64,AAAA" onerror="alert(1)">', /onerror|alert/],
    ['a javascript: link in Markdown', '[click](javascript:alert(1))', /href="javascript:/i],
    ['a javascript: link in HTML', '<a href="JaVaScRiPt:alert(1)">x</a>', /javascript:/i],
    ['an entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">x</a>', /avascript:/i],
    ['a data: URL link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', /data:text/],
    ['an SVG with a script', '<svg><script>alert(1)</script><circle r="5"/></svg>', /<svg|<script|alert/],
    ['an SVG onload', '<svg onload="alert(1)"></svg>', /<svg|onload/],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', /<iframe|evil/],
    ['an object and embed', '<object data="x.swf"></object><embed src="x.swf">', /<object|<embed/],
    ['a form with a button', '<form action="https://evil.example"><button>Go</button></form>', /<form|<button|evil/],
    ['a style element', '<style>body{background:url(https://evil.example/t.png)}</style>', /<style|evil/],
    ['a style attribute', '<p style="background:url(https://evil.example/t.png)">x</p>', /style=|evil/],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">', /<meta|evil/],
    ['a text input', '<input type="text" value="phish">', /<input/],
    ['a page utility class', '<div class="fixed inset-0 z-50">cover</div>', /fixed|inset/],
  ])('removes %s', (_, markdown, forbidden) => {
    expect(preview(markdown)).not.toMatch(forbidden);
    expect(exported(markdown)).not.toMatch(forbidden);
  });

  it('keeps what GitHub keeps: details, tables, task boxes, kbd, sub/sup, alignment', () => {
    const html = preview('<details open><summary>S</summary>\n\n| a |\n|:-:|\n| <kbd>Ctrl</kbd> H<sub>2</sub>O x<sup>2</sup> |\n\n</details>\n\n- [x] done');
    expect(html).toContain('<details open=""><summary>S</summary>');
    expect(html).toContain('<td align="center"><kbd>Ctrl</kbd> H<sub>2</sub>O x<sup>2</sup></td>');
    expect(html).toContain('<input aria-label="done" class="task-list-item-checkbox" checked="" disabled="" type="checkbox">');
  });

  it('opens outside links in a new tab without a referrer, and leaves in-page links alone', () => {
    expect(preview('[site](https://example.org) [up](#top)')).toBe(
      '<p><a href="https://example.org" target="_blank" rel="noopener noreferrer">site</a> <a href="#top">up</a></p>\n',
    );
  });

  it('prefixes ids in the preview as GitHub does, and keeps them plain in an export', () => {
    expect(preview('# Title')).toBe('<h1 id="user-content-title" aria-level="2">Title</h1>\n');
    expect(exported('# Title')).toBe('<h1 id="title">Title</h1>\n');
  });

  it('shows a remote image as a note in the preview, and keeps it in an export', () => {
    expect(preview('![Build status](https://img.shields.io/badge/build-passing-green)')).toBe(
      '<p><span class="md-remote-image" title="Not loaded: https://img.shields.io/badge/build-passing-green">Image: Build status</span></p>\n',
    );
    expect(exported('![Build status](https://img.shields.io/b.svg)')).toBe('<p><img src="https://img.shields.io/b.svg" alt="Build status"></p>\n');
  });

  it('shows an inline data: image, which makes no request', () => {
    expect(preview('![dot](data:image/png;base64,iVBORw0KGgo=)')).toBe('<p><img src="data:image/png;base64,iVBORw0KGgo=" alt="dot"></p>\n');
  });

  it("announces the preview's headings one level under the tool's own title", () => {
    expect(preview('## Two\n\n###### Six')).toBe('<h2 id="user-content-two" aria-level="3">Two</h2>\n<h6 id="user-content-six" aria-level="6">Six</h6>\n');
    expect(exported('## Two')).toBe('<h2 id="two">Two</h2>\n');
  });

  it('keeps source lines for scroll sync in the preview only', () => {
    const html = renderMarkdownNow('# A\n\ntext').chunks.join('');
    expect(sanitizeHtml(html, 'preview')).toContain('data-line="2"');
    expect(sanitizeHtml(html, 'export')).not.toContain('data-line');
    expect(sanitizeHtml('<p data-line="x" data-evil="1">t</p>', 'preview')).toBe('<p>t</p>');
  });

  it('derives the export from the preview exactly as sanitising for export would', () => {
    const markdown = [
      '# Title',
      '',
      '![Logo](https://example.org/logo.png "The logo") <img src="https://example.org/a.png" width="20" alt="A">',
      '',
      '| a | b |',
      '|:-:|--:|',
      '| [x](#title) | <kbd>k</kbd> |',
      '',
      '- [x] done',
      '',
      'Note[^1]. <script>alert(1)</script>',
      '',
      '[^1]: The note.',
    ].join('\n');
    const html = renderMarkdownNow(markdown).chunks.join('');
    const wrapper = document.createElement('div');
    wrapper.append(sanitizeToFragment(html, 'preview'));
    const derived = document.createElement('div');
    derived.innerHTML = previewToExport(wrapper);
    const direct = document.createElement('div');
    direct.innerHTML = sanitizeHtml(renderMarkdownNow(markdown, { sourceLines: false }).chunks.join(''), 'export');
    // Equal as DOM (attribute order aside): the preview moves a prefixed id to the end.
    expect(derived.innerHTML.length).toBe(direct.innerHTML.length);
    expect(derived.isEqualNode(direct)).toBe(true);
    expect(derived.innerHTML).toContain('<img src="https://example.org/logo.png" alt="Logo" title="The logo">');
  });

  it('cuts a very long run of text in the preview and puts it back in the export', () => {
    const paragraph = `${'word '.repeat(PREVIEW_TEXT_LIMIT / 5)}${'tail '.repeat(30_000)}`.trim();
    const html = renderMarkdownNow(`# Title\n\n${paragraph}\n\nAfter.`).chunks.join('');
    const wrapper = document.createElement('div');
    wrapper.append(sanitizeToFragment(html, 'preview'));
    const shown = wrapper.querySelector('p')?.firstChild?.textContent ?? '';
    expect(shown).toHaveLength(PREVIEW_TEXT_LIMIT);
    expect(wrapper.querySelector('.md-cut-text')?.textContent).toBe(
      ` … ${(paragraph.length - PREVIEW_TEXT_LIMIT).toLocaleString('en')} more characters are not shown here (Copy HTML and Download keep them).`,
    );
    expect(wrapper.textContent).toContain('After.');
    const exported = document.createElement('div');
    exported.innerHTML = previewToExport(wrapper);
    expect(exported.querySelector('p')?.textContent).toBe(paragraph);
    expect(exported.querySelector('.md-cut-text')).toBeNull();
  });

  it('cuts a long paragraph of links after the limit, inside a link, and the export has every link whole', () => {
    const lines = Array.from({ length: 6_000 }, (_, index) => `{"id":${index},"email":"user${index}@example.com"}`);
    const html = renderMarkdownNow(lines.join(',\n')).chunks.join('');
    const wrapper = document.createElement('div');
    wrapper.append(sanitizeToFragment(html, 'preview'));
    const paragraph = wrapper.querySelector('p');
    const note = paragraph?.querySelector('.md-cut-text');
    // Cut at the limit, or just after it where a link would otherwise be split.
    const shown = (paragraph?.textContent?.length ?? 0) - (note?.textContent?.length ?? 0);
    expect(shown).toBeGreaterThanOrEqual(PREVIEW_TEXT_LIMIT);
    expect(shown).toBeLessThan(PREVIEW_TEXT_LIMIT + 40);
    expect(note?.textContent).toContain(`${(lines.join(',\n').length - shown).toLocaleString('en')} more characters`);
    expect(paragraph?.querySelectorAll('a').length).toBeLessThan(6_000);
    const exported = document.createElement('div');
    exported.innerHTML = previewToExport(wrapper);
    const links = exported.querySelectorAll('a');
    expect(links).toHaveLength(6_000);
    expect(links[5_999]?.getAttribute('href')).toBe('mailto:user5999@example.com');
    expect(exported.querySelector('p')?.textContent).toBe(lines.join(',\n'));
  });

  it('does not let a note an author writes turn into an image in the export', () => {
    const wrapper = document.createElement('div');
    wrapper.append(sanitizeToFragment('<span class="md-remote-image" data-image=\'[["src","https://evil.example"]]\'>x</span>', 'preview'));
    expect(previewToExport(wrapper)).toBe('<span class="md-remote-image">x</span>');
  });
});
