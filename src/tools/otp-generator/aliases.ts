import type { ToolAlias } from '../define-tool';

/** Peer page names for this tool's jobs: `#/<id>` opens it preset (see ToolAlias). */
export default [
  { id: 'totp-generator', title: 'TOTP Generator', state: { type: 'totp' } },
  { id: 'hotp-generator', title: 'HOTP Generator', state: { type: 'hotp' } },
] satisfies ToolAlias[];
