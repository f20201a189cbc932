import type { ToolAlias } from '../define-tool';

/** Peer page names for this tool's jobs: `#/<id>` opens it preset (see ToolAlias). */
export default [
  { id: 'token-generator', title: 'Token Generator', state: { view: 'generate', mode: 'password' } },
  { id: 'password-strength-analyser', title: 'Password Strength Analyser', state: { view: 'analyse' } },
] satisfies ToolAlias[];
