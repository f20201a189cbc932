import type { ToolAlias } from '../define-tool';

/** Peer page names for this tool's jobs: `#/<id>` opens it preset (see ToolAlias). */
export default [{ id: 'safelink-decoder', title: 'Outlook Safelink decoder', state: { view: 'unwrap' } }] satisfies ToolAlias[];
