import type { ToolAlias } from '../define-tool';

/** Peer page names for this tool's jobs: `#/<id>` opens it preset (see ToolAlias). */
export default [{ id: 'string-obfuscator', title: 'String obfuscator', state: {} }] satisfies ToolAlias[];
