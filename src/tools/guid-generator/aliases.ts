import type { ToolAlias } from '../define-tool';

/** Peer page names for this tool's jobs: `#/<id>` opens it preset (see ToolAlias). */
export default [
  { id: 'uuid-generator', title: 'UUID Generator', state: { version: 'v4' } },
  { id: 'ulid-generator', title: 'ULID Generator', state: { version: 'ulid' } },
] satisfies ToolAlias[];
