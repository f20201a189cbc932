import type { ToolAlias } from '../define-tool';

/** Peer page names for this tool's jobs: `#/<id>` opens it preset (see ToolAlias). */
export default [
  { id: 'html-entities', title: 'Escape HTML entities', state: { format: 'html' } },
  { id: 'html-encoder-decoder', title: 'HTML Encoder / Decoder', state: { format: 'html' } },
  { id: 'url-encoder', title: 'URL encoder/decoder', state: { format: 'url' } },
  { id: 'url-encoder-decoder', title: 'URL Encoder / Decoder', state: { format: 'url' } },
  { id: 'text-escape-unescape', title: 'Text Escape / Unescape', state: { format: 'json' } },
  { id: 'json-escape', title: 'JSON Escape / Unescape', state: { format: 'json' } },
] satisfies ToolAlias[];
