import type { ToolAlias } from '../define-tool';

/** Peer page names for this tool's jobs: `#/<id>` opens it preset (see ToolAlias). */
export default [
  { id: 'text-compare', title: 'Text Compare', state: { mode: 'compare' } },
  { id: 'patch-viewer', title: 'Patch Viewer', state: { mode: 'read' } },
] satisfies ToolAlias[];
