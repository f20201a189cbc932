// @vitest-environment jsdom
// The converter sanitises with DOMPurify first, which needs a real enough DOM (happy-dom lets markup through unsanitised).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertPieces, htmlPieces, htmlToMarkdown, htmlToMarkdownInSlices } from './html-to-markdown.logic';
import { renderMarkdownNow } from './markdown-render.logic';

const render = (markdown: string) => renderMarkdownNow(markdown, { sourceLines: false }).chunks.join('');
/** turndown writes a soft line break inside a paragraph as a space, which a browser shows the same way. */
const softBreaksAsSpaces = (html: string) => html.replace(/<p>[\s\S]*?<\/p>/g, (paragraph) => paragraph.replace(/\n/g, ' '));

describe('htmlToMarkdown', () => {
  it.each([
    ['headings', '<h1>Title</h1><h3>Sub</h3>', '# Title\n\n### Sub'],
    ['emphasis and code', '<p>A <em>b</em> <strong>c</strong> <code>d</code></p>', 'A *b* **c** `d`'],
    ['a link', '<p><a href="https://example.org" title="T">site</a></p>', '[site](https://example.org "T")'],
    ['strikethrough as GFM writes it', '<p><del>old</del> <s>gone</s></p>', '~~old~~ ~~gone~~'],
    ['lists with one space after the marker', '<ul><li>a</li><li>b</li></ul><ol start="3"><li>c</li><li>d</li></ol>', '- a\n- b\n\n3. c\n4. d'],
    ['task lists', '<ul><li><input type="checkbox" checked> done</li><li><input type="checkbox"> todo</li></ul>', '- [x] done\n- [ ] todo'],
    ['a fenced code block with its language', '<pre><code class="language-js">let a = 1;\n</code></pre>', '```js\nlet a = 1;\n```'],
    [
      'a table with alignment',
      '<table><thead><tr><th>a</th><th align="right">b</th></tr></thead><tbody><tr><td>1</td><td align="right">2</td></tr></tbody></table>',
      '| a | b |\n| --- | --: |\n| 1 | 2 |',
    ],
    ['scripts and styles dropped', '<p>keep</p><script>alert(1)</script><style>p{}</style>', 'keep'],
    ['a javascript: link reduced to its text', '<p><a href="javascript:alert(1)">click</a></p>', 'click'],
    ['an image', '<p><img src="https://example.org/a.png" alt="Logo"></p>', '![Logo](https://example.org/a.png)'],
    ['nothing', '   ', ''],
  ])('%s', (_, html, markdown) => {
    expect(htmlToMarkdown(html)).toBe(markdown);
  });

  it('turns the rendering of a real README back into Markdown that renders the same', () => {
    const readme = [
      '# devdeck-cli',
      '',
      '[![npm](https://img.shields.io/npm/v/devdeck.svg)](https://www.npmjs.com/package/devdeck) ![CI](https://github.com/x/y/actions/workflows/ci.yml/badge.svg)',
      '',
      'A **fast**, private toolkit. See the [docs](https://example.org/docs) and `--help`.',
      '',
      '## Install',
      '',
      '```sh',
      'npm install -g devdeck-cli',
      '```',
      '',
      '## Options',
      '',
      '| Flag | Default | Meaning |',
      '| --- | :-: | --: |',
      '| `--port` | `3000` | Where to listen |',
      '| `--open` | `false` | Open a browser |',
      '',
      '## Roadmap',
      '',
      '- [x] Local tools',
      '- [ ] Plugins',
      '',
      '> **Note**',
      '> Nothing leaves your machine.',
      '',
      '1. Clone',
      '2. Build',
      '',
      '---',
      '',
      'MIT © DevDeck',
    ].join('\n');
    const html = render(readme);
    expect(html).toContain('<a href="https://www.npmjs.com/package/devdeck"><img src="https://img.shields.io/npm/v/devdeck.svg" alt="npm"></a>');
    expect(html).toContain('<th align="center">Default</th>');
    expect(html).toContain('<pre><code class="language-sh">npm install -g devdeck-cli\n</code></pre>');
    expect(render(htmlToMarkdown(html))).toBe(softBreaksAsSpaces(html));
  });

  it('converts a long page in pieces to the same Markdown as in one go, a wrapping <main> opened up', async () => {
    const sections = Array.from(
      { length: 120 },
      (_, n) => `<h2>Part ${n}</h2><p>${'Words and <em>more</em> words. '.repeat(20)}</p>text between <b>blocks</b>`,
    );
    const html = `<main><div>${sections.join('\n')}</div></main>`;
    const pieces = htmlPieces(html);
    expect(pieces.length).toBeGreaterThan(4);
    expect(convertPieces(pieces)).toBe(htmlToMarkdown(html));
    expect(await htmlToMarkdownInSlices(html, new AbortController().signal)).toBe(htmlToMarkdown(html));
  });

  it('stops when newer input arrives', async () => {
    const stop = new AbortController();
    const pending = htmlToMarkdownInSlices(`<p>${'x '.repeat(50_000)}</p>`.repeat(40), stop.signal);
    stop.abort();
    expect(await pending).toBeNull();
  });
});

/** Markdown from a subset turndown writes back the same way: headings, paragraphs of words with emphasis, code, links, lists, fences. */
const word = fc.stringMatching(/^[a-z]{1,8}$/);
const inline = fc.oneof(
  { weight: 5, arbitrary: word },
  { weight: 1, arbitrary: word.map((text) => `*${text}*`) },
  { weight: 1, arbitrary: word.map((text) => `**${text}**`) },
  { weight: 1, arbitrary: word.map((text) => `\`${text}\``) },
  { weight: 1, arbitrary: word.map((text) => `~~${text}~~`) },
  { weight: 1, arbitrary: fc.tuple(word, word).map(([text, path]) => `[${text}](https://example.org/${path})`) },
);
const line = fc.array(inline, { minLength: 1, maxLength: 8 }).map((parts) => parts.join(' '));
const list = fc.oneof(
  fc.array(line, { minLength: 1, maxLength: 4 }).map((items) => items.map((item) => `- ${item}`).join('\n')),
  fc.array(line, { minLength: 1, maxLength: 4 }).map((items) => items.map((item, index) => `${index + 1}. ${item}`).join('\n')),
  fc
    .array(fc.tuple(fc.boolean(), line), { minLength: 1, maxLength: 3 })
    .map((items) => items.map(([done, item]) => `- [${done ? 'x' : ' '}] ${item}`).join('\n')),
);
const block = fc.oneof(
  line,
  fc.tuple(fc.integer({ min: 1, max: 6 }), line).map(([level, text]) => `${'#'.repeat(level)} ${text}`),
  // A paragraph after each list: two lists in a row would be read as one.
  fc.tuple(list, line).map(([items, text]) => `${items}\n\n${text}`),
  fc
    .tuple(fc.constantFrom('js', 'py', ''), fc.array(line, { minLength: 1, maxLength: 3 }))
    .map(([lang, lines]) => `\`\`\`${lang}\n${lines.join('\n')}\n\`\`\``),
  line.map((text) => `> ${text}`),
);
const documentArbitrary = fc.array(block, { minLength: 1, maxLength: 6 }).map((blocks) => blocks.join('\n\n'));

describe('round trip', () => {
  it('Markdown → HTML → Markdown renders the same HTML, and a second trip changes nothing', () => {
    fc.assert(
      fc.property(documentArbitrary, (markdown) => {
        const html = render(markdown);
        const back = htmlToMarkdown(html);
        expect(render(back)).toBe(html);
        expect(htmlToMarkdown(render(back))).toBe(back);
      }),
      { numRuns: 150 },
    );
  });
});
