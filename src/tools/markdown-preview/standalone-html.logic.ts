/** Enough CSS for a readable page, light or dark as the reader's system prefers; nothing loaded from elsewhere. */
const DOCUMENT_CSS = `
:root { color-scheme: light dark; }
body { max-width: 46rem; margin: 2rem auto; padding: 0 1rem; font: 16px/1.6 system-ui, -apple-system, "Segoe UI", sans-serif; }
h1, h2 { border-bottom: 1px solid #d0d7de; padding-bottom: .3em; }
a { color: #0969da; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 85%; background: rgba(127,127,127,.15); border-radius: 6px; }
code { padding: .2em .4em; }
pre { padding: 1rem; overflow: auto; }
pre code { padding: 0; background: none; font-size: 100%; }
blockquote { margin: 0; padding: 0 1em; border-left: .25em solid #d0d7de; color: #59636e; }
table { border-collapse: collapse; }
th, td { border: 1px solid #d0d7de; padding: 6px 13px; }
img { max-width: 100%; }
.contains-task-list { list-style: none; padding-left: 1.2em; }
.footnotes { font-size: 85%; }
.cm-tok-keyword { color: #a626a4; } .cm-tok-string { color: #50a14f; } .cm-tok-number { color: #986801; }
.cm-tok-property { color: #4078f2; } .cm-tok-comment { color: #6a737d; font-style: italic; }
@media (prefers-color-scheme: dark) {
  a { color: #4493f8; }
  blockquote { color: #9198a1; }
  .cm-tok-keyword { color: #c678dd; } .cm-tok-string { color: #98c379; } .cm-tok-number { color: #d19a66; }
  .cm-tok-property { color: #61afef; } .cm-tok-comment { color: #8b949e; }
}
`.trim();

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The document's title: its first top-level heading's text, else "Document". */
export function documentTitle(bodyHtml: string): string {
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(bodyHtml)?.[1] ?? '';
  const text = heading
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
  return text || 'Document';
}

/** A whole HTML file around sanitised body HTML, to open in any browser or mail as it is. */
export function standaloneHtml(bodyHtml: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeText(documentTitle(bodyHtml))}</title>`,
    `<style>\n${DOCUMENT_CSS}\n</style>`,
    '</head>',
    '<body>',
    bodyHtml.trimEnd(),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
