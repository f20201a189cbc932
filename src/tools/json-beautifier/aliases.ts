import type { ToolAlias } from '../define-tool';

/** Peer page names for this tool's jobs: `#/<id>` opens it preset (see ToolAlias). */
export default [
  { id: 'json-prettify', title: 'JSON Prettify and Format', state: {} },
  { id: 'json-viewer', title: 'JSON Viewer', state: { view: 'tree' } },
  { id: 'json-minify', title: 'JSON Minify', state: { minify: true } },
] satisfies ToolAlias[];
