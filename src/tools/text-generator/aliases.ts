import type { ToolAlias } from '../define-tool';

/** Peer page names for this tool's jobs: `#/<id>` opens it preset (see ToolAlias). */
export default [{ id: 'lorem-ipsum-generator', title: 'Lorem Ipsum Generator', state: { engine: 'local' } }] satisfies ToolAlias[];
