import { describe, expect, it } from 'vitest';
import { fenceInfos, renderMarkdown, renderMarkdownNow, trimAutolink } from './markdown-render.logic';

const html = (markdown: string) => renderMarkdownNow(markdown, { sourceLines: false }).chunks.join('');
/** The spec's HTML has none of the classes, labels and ids the renderer adds for styling, screen readers and anchors. */
const bare = (markdown: string) => html(markdown).replace(/ (?:class|aria-label|id)="[^"]*"/g, '');

// Examples from the GitHub Flavored Markdown spec 0.29-gfm, with the spec's expected HTML.
describe('GFM spec: tables', () => {
  it.each([
    [
      198,
      '| foo | bar |\n| --- | --- |\n| baz | bim |',
      '<table>\n<thead>\n<tr>\n<th>foo</th>\n<th>bar</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>baz</td>\n<td>bim</td>\n</tr>\n</tbody>\n</table>\n',
    ],
    [
      199,
      '| abc | defghi |\n:-: | -----------:\nbar | baz',
      '<table>\n<thead>\n<tr>\n<th align="center">abc</th>\n<th align="right">defghi</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td align="center">bar</td>\n<td align="right">baz</td>\n</tr>\n</tbody>\n</table>\n',
    ],
    [
      200,
      '| f\\|oo  |\n| ------ |\n| b `\\|` az |\n| b **\\|** im |',
      '<table>\n<thead>\n<tr>\n<th>f|oo</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>b <code>|</code> az</td>\n</tr>\n<tr>\n<td>b <strong>|</strong> im</td>\n</tr>\n</tbody>\n</table>\n',
    ],
    [
      201,
      '| abc | def |\n| --- | --- |\n| bar | baz |\n> bar',
      '<table>\n<thead>\n<tr>\n<th>abc</th>\n<th>def</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>bar</td>\n<td>baz</td>\n</tr>\n</tbody>\n</table>\n<blockquote>\n<p>bar</p>\n</blockquote>\n',
    ],
    [203, '| abc | def |\n| --- |\n| bar |', '<p>| abc | def |\n| --- |\n| bar |</p>\n'],
    [
      204,
      '| abc | def |\n| --- | --- |\n| bar |\n| bar | baz | boo |',
      '<table>\n<thead>\n<tr>\n<th>abc</th>\n<th>def</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>bar</td>\n<td></td>\n</tr>\n<tr>\n<td>bar</td>\n<td>baz</td>\n</tr>\n</tbody>\n</table>\n',
    ],
    [205, '| abc | def |\n| --- | --- |', '<table>\n<thead>\n<tr>\n<th>abc</th>\n<th>def</th>\n</tr>\n</thead>\n</table>\n'],
  ])('example %i', (_, markdown, expected) => {
    expect(bare(markdown)).toBe(expected);
  });
});

describe('GFM spec: task lists, strikethrough, autolinks', () => {
  it.each([
    [
      279,
      '- [ ] foo\n- [x] bar',
      '<ul>\n<li><input disabled="" type="checkbox"> foo</li>\n<li><input checked="" disabled="" type="checkbox"> bar</li>\n</ul>\n',
    ],
    [
      280,
      '- [x] foo\n  - [ ] bar\n  - [x] baz\n- [ ] bim',
      '<ul>\n<li><input checked="" disabled="" type="checkbox"> foo\n<ul>\n<li><input disabled="" type="checkbox"> bar</li>\n<li><input checked="" disabled="" type="checkbox"> baz</li>\n</ul>\n</li>\n<li><input disabled="" type="checkbox"> bim</li>\n</ul>\n',
    ],
    [491, '~~Hi~~ Hello, world!', '<p><del>Hi</del> Hello, world!</p>\n'],
    [492, 'This ~~has a\n\nnew paragraph~~.', '<p>This ~~has a</p>\n<p>new paragraph~~.</p>\n'],
    [621, 'www.commonmark.org', '<p><a href="http://www.commonmark.org">www.commonmark.org</a></p>\n'],
    [
      622,
      'Visit www.commonmark.org/help for more information.',
      '<p>Visit <a href="http://www.commonmark.org/help">www.commonmark.org/help</a> for more information.</p>\n',
    ],
    [
      623,
      'Visit www.commonmark.org.\n\nVisit www.commonmark.org/a.b.',
      '<p>Visit <a href="http://www.commonmark.org">www.commonmark.org</a>.</p>\n<p>Visit <a href="http://www.commonmark.org/a.b">www.commonmark.org/a.b</a>.</p>\n',
    ],
    [
      624,
      'www.google.com/search?q=Markup+(business)\n\n(www.google.com/search?q=Markup+(business))',
      '<p><a href="http://www.google.com/search?q=Markup+(business)">www.google.com/search?q=Markup+(business)</a></p>\n<p>(<a href="http://www.google.com/search?q=Markup+(business)">www.google.com/search?q=Markup+(business)</a>)</p>\n',
    ],
    [
      626,
      'www.google.com/search?q=commonmark&hl;',
      '<p><a href="http://www.google.com/search?q=commonmark">www.google.com/search?q=commonmark</a>&amp;hl;</p>\n',
    ],
    [627, 'www.commonmark.org/he<lp', '<p><a href="http://www.commonmark.org/he">www.commonmark.org/he</a>&lt;lp</p>\n'],
    [
      628,
      'http://commonmark.org\n\n(Visit https://encrypted.google.com/search?q=Markup+(business))',
      '<p><a href="http://commonmark.org">http://commonmark.org</a></p>\n<p>(Visit <a href="https://encrypted.google.com/search?q=Markup+(business)">https://encrypted.google.com/search?q=Markup+(business)</a>)</p>\n',
    ],
    [629, 'foo@bar.baz', '<p><a href="mailto:foo@bar.baz">foo@bar.baz</a></p>\n'],
  ])('example %i', (_, markdown, expected) => {
    expect(bare(markdown)).toBe(expected);
  });

  it('trims trailing punctuation and unbalanced parentheses from an autolink', () => {
    expect(trimAutolink('commonmark.org/a.b.')).toBe('commonmark.org/a.b');
    expect(trimAutolink('google.com/search?q=Markup+(business)))')).toBe('google.com/search?q=Markup+(business)');
    expect(trimAutolink('example.com/a_b_')).toBe('example.com/a_b');
  });
});

describe('GitHub extras', () => {
  it('gives headings GitHub anchors, repeated ones numbered', () => {
    expect(html('# Hello *World*\n\n## Install & run\n\n## Install & run')).toBe(
      '<h1 id="hello-world">Hello <em>World</em></h1>\n<h2 id="install--run">Install &amp; run</h2>\n<h2 id="install--run-1">Install &amp; run</h2>\n',
    );
  });

  it('names each task checkbox by its text for screen readers', () => {
    expect(html('- [x] Ship "it"')).toContain(
      '<input aria-label="Ship &quot;it&quot;" class="task-list-item-checkbox" checked="" disabled="" type="checkbox">',
    );
  });

  it('renders footnotes with links both ways', () => {
    const out = html('Text[^note].\n\n[^note]: The note.');
    expect(out).toContain('<sup class="footnote-ref"><a href="#fn1" id="fnref1">[1]</a></sup>');
    expect(out).toContain('<li id="fn1" class="footnote-item"><p>The note. <a href="#fnref1" class="footnote-backref">');
  });

  it('marks each block with its source line for scroll sync', () => {
    const out = renderMarkdownNow('# Title\n\nParagraph\n\n- a\n- b').chunks.join('');
    expect(out).toContain('<h1 id="title" data-line="0">');
    expect(out).toContain('<p data-line="2">');
    expect(out).toContain('<li data-line="5">');
  });

  it('keeps raw HTML (for the sanitiser to judge) and escapes code', () => {
    expect(html('<details>\n<summary>More</summary>\n\nHidden *text*\n\n</details>')).toBe(
      '<details>\n<summary>More</summary>\n<p>Hidden <em>text</em></p>\n</details>',
    );
    expect(html('`<b>`')).toBe('<p><code>&lt;b&gt;</code></p>\n');
  });
});

describe('code highlighting', () => {
  it('highlights a fence with a known language using the editor token classes', async () => {
    const out = (await renderMarkdown('```ts\nconst answer: number = 42; // yes\n```', { sourceLines: false })).chunks.join('');
    expect(out).toBe(
      '<pre><code class="language-ts"><span class="cm-tok-keyword">const</span> answer: <span class="cm-tok-property">number</span> = <span class="cm-tok-number">42</span>; <span class="cm-tok-comment">// yes</span>\n</code></pre>\n',
    );
  });

  it('highlights languages without a Lezer grammar (shell, YAML, Rust) through their stream modes', async () => {
    const out = (await renderMarkdown('```bash\n# install it\nnpm install -g "tern"\n```\n\n```rust\nfn main() {}\n```', { sourceLines: false })).chunks.join(
      '',
    );
    expect(out).toContain(
      '<pre><code class="language-bash"><span class="cm-tok-comment"># install it</span>\n<span class="cm-tok-keyword">npm</span> install <span class="cm-tok-property">-g</span> <span class="cm-tok-string">&quot;tern&quot;</span>\n</code></pre>',
    );
    expect(out).toContain('<span class="cm-tok-keyword">fn</span>');
  });

  it('leaves an unknown language plain and escaped', async () => {
    const out = (await renderMarkdown('```brainfuck\n<+>\n```', { sourceLines: false })).chunks.join('');
    expect(out).toBe('<pre><code class="language-brainfuck">&lt;+&gt;\n</code></pre>\n');
  });

  it('reads the fences a document needs', () => {
    expect([...fenceInfos('```js\nx\n```\n\n~~~ python title\ny\n~~~\n\n    ```not-a-fence')]).toEqual(['js', 'python']);
  });
});

describe('chunks for a long document', () => {
  it('cuts a long document between blocks, never inside open raw HTML, and loses nothing', () => {
    const section = (n: number) => `## Part ${n}\n\n${'Some words in a paragraph. '.repeat(40)}\n\n`;
    const parts = Array.from({ length: 200 }, (_, n) => (n === 50 ? `<details>\n\n${section(n)}</details>\n\n` : section(n)));
    const rendered = renderMarkdownNow(parts.join(''), { sourceLines: false });
    expect(rendered.chunks.length).toBeGreaterThan(5);
    expect(rendered.htmlLength).toBe(rendered.chunks.join('').length);
    const withDetails = rendered.chunks.find((chunk) => chunk.includes('<details>'));
    expect(withDetails).toContain('</details>');
    expect(rendered.chunks.join('').match(/<h2 /g)).toHaveLength(200);
    expect(rendered.chunks.join('').match(/<p>Some words/g)).toHaveLength(200);
  });
});
