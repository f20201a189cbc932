import type { ToolAlias } from '../define-tool';

/** Peer page names for this tool's jobs: `#/<id>` opens it preset (see ToolAlias). */
export default [{ id: 'hash-text', title: 'Hash text', state: { read: 'utf8' } }] satisfies ToolAlias[];
