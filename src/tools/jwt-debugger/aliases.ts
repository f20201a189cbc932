import type { ToolAlias } from '../define-tool';

/** Peer page names for this tool's jobs: `#/<id>` opens it preset (see ToolAlias). */
export default [{ id: 'jwt-parser', title: 'JWT Parser', state: {} }] satisfies ToolAlias[];
