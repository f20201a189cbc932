import type { ToolAlias } from '../define-tool';

/** Peer page names for this tool's jobs: `#/<id>` opens it preset (see ToolAlias). */
export default [
  { id: 'text-to-unicode', title: 'Text to Unicode', state: { text: 'Hello, wörld 👋' } },
  { id: 'emoji-picker', title: 'Emoji Picker', state: {} },
] satisfies ToolAlias[];
