import type { ToolAlias } from '../define-tool';

/** Peer page names for this tool's jobs: `#/<id>` opens it preset (see ToolAlias). */
export default [
  { id: 'base64-string-converter', title: 'Base64 String Encoder/Decoder', state: {} },
  { id: 'base64-file-converter', title: 'Base64 File Converter', state: {} },
] satisfies ToolAlias[];
