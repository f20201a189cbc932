import type { ToolAlias } from '../define-tool';

/** Peer page names for this tool's jobs: `#/<id>` opens it preset (see ToolAlias). */
export default [
  { id: 'markdown-to-html', title: 'Markdown to HTML', state: { mode: 'markdown-to-html', view: 'html' } },
  { id: 'html-to-markdown', title: 'HTML to Markdown', state: { mode: 'html-to-markdown' } },
] satisfies ToolAlias[];
