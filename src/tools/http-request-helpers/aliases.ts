import type { ToolAlias } from '../define-tool';

/** Peer page names for this tool's jobs: `#/<id>` opens it preset (see ToolAlias). */
export default [
  { id: 'basic-auth-generator', title: 'Basic Auth Generator', state: { panel: 'basic' } },
  { id: 'curl-converter', title: 'curl Converter', state: { panel: 'curl', direction: 'to-code' } },
  { id: 'cookie-parser', title: 'Cookie Parser', state: { panel: 'cookies' } },
] satisfies ToolAlias[];
