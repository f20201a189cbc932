import type { ToolAlias } from '../define-tool';

/** Peer page names for this tool's jobs: `#/<id>` opens it preset (see ToolAlias). */
export default [{ id: 'text-statistics', title: 'Text Statistics', state: {} }] satisfies ToolAlias[];
