import * as z from 'zod/mini';
import type { DocumentFile } from '@/components/document-pane';
import { textFile } from '@/lib/files';
import { shapeOf } from '@/lib/stored-value';

export const MODES = ['markdown-to-html', 'html-to-markdown'] as const;
export type Mode = (typeof MODES)[number];
export const VIEWS = ['preview', 'html'] as const;
export type View = (typeof VIEWS)[number];

/**
 * A README in miniature. Its title is a level-2 heading: the page's one h1 is the tool's title, and
 * tests find that by level, which for an <h1> ignores the aria-level the preview gives its headings.
 */
export const SAMPLE_MARKDOWN = `## Project Tern

![Build status](https://img.shields.io/badge/build-passing-brightgreen) ![License: MIT](https://img.shields.io/badge/license-MIT-blue)

A *small* library that does **one thing** well. See www.example.com or <https://example.org/docs>.

### Install

\`\`\`sh
npm install tern
\`\`\`

### Use

\`\`\`ts
import { tern } from 'tern';

const answer: number = tern(42); // logs nothing
\`\`\`

| Option | Default | Meaning |
| :----- | :-----: | ------: |
| \`fast\` | \`true\` | Skips the checks |
| \`depth\` | \`3\` | How deep to go |

### Roadmap

- [x] First release
- [ ] Plugins
- [ ] ~~Telemetry~~ Never

> Tip: everything here renders in your browser; nothing is sent anywhere.[^1]

[^1]: Images from other sites are not loaded in the preview either.
`;

export const SAMPLE_HTML = `<h1>Release notes</h1>
<p>Version <strong>2.1</strong> brings <em>faster</em> start-up and <a href="https://example.org/changelog">a full changelog</a>.</p>
<ul>
  <li>New <code>--watch</code> flag</li>
  <li><del>Old API</del> removed</li>
</ul>
<table>
  <thead><tr><th>Platform</th><th align="right">Size</th></tr></thead>
  <tbody><tr><td>Linux</td><td align="right">4.2 MB</td></tr><tr><td>macOS</td><td align="right">4.6 MB</td></tr></tbody>
</table>
<pre><code class="language-js">tern.start({ watch: true });
</code></pre>
<script>alert('scripts are dropped')</script>`;

/** What the tool keeps (Remember my inputs) and shares (Copy link): both texts, so switching mode loses nothing. */
export const documentShape = shapeOf(
  z.object({
    mode: z._default(z.enum(MODES), 'markdown-to-html'),
    view: z._default(z.enum(VIEWS), 'preview'),
    markdown: z._default(z.string().check(z.maxLength(5_000_000)), SAMPLE_MARKDOWN),
    html: z._default(z.string().check(z.maxLength(5_000_000)), SAMPLE_HTML),
    scrollSync: z._default(z.boolean(), true),
  }),
);

export type DocumentState = NonNullable<ReturnType<typeof documentShape>>;

export const DEFAULT_STATE: DocumentState = { mode: 'markdown-to-html', view: 'preview', markdown: SAMPLE_MARKDOWN, html: SAMPLE_HTML, scrollSync: true };

export const markdownFile: DocumentFile = {
  rules: textFile({
    kind: 'Markdown',
    extensions: ['.md', '.markdown', '.mdown', '.mkd', '.txt'],
    named: ['.md', '.markdown', '.txt'],
    mimeTypes: ['text/markdown', 'text/x-markdown'],
    maxMB: 20,
  }),
  dropLabel: 'Drop a Markdown file',
};

export const htmlFile: DocumentFile = {
  rules: textFile({
    kind: 'HTML',
    extensions: ['.html', '.htm', '.xhtml'],
    named: ['.html', '.htm'],
    mimeTypes: ['text/html', 'application/xhtml+xml'],
    maxMB: 20,
  }),
  dropLabel: 'Drop an HTML file',
};

/** The text each mode reads: its pane's title, placeholder, file and sample. */
export const SOURCES = {
  markdown: { label: 'Markdown', placeholder: 'Type or paste Markdown here, or drop a .md file.', file: markdownFile, sample: SAMPLE_MARKDOWN },
  html: { label: 'HTML', placeholder: 'Paste HTML here (from a page, a mail or an editor), or drop an .html file.', file: htmlFile, sample: SAMPLE_HTML },
} as const;

export type Source = keyof typeof SOURCES;

/** "notes.md" → "notes"; no file → "document". */
export function baseName(fileName: string | null): string {
  return fileName?.replace(/\.[^.]+$/, '') || 'document';
}
