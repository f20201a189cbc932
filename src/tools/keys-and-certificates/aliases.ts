import type { ToolAlias } from '../define-tool';

/** Peer page names for this tool's jobs: `#/<id>` opens it preset (see ToolAlias). */
export default [
  { id: 'rsa-key-pair-generator', title: 'RSA Key Pair Generator', state: { mode: 'generate', algorithm: 'RSA' } },
  { id: 'certificate-decoder', title: 'Certificate Decoder', state: { mode: 'inspect' } },
  { id: 'csr-decoder', title: 'CSR Decoder', state: { mode: 'inspect' } },
  { id: 'ssh-key-converter', title: 'SSH Key Converter', state: { mode: 'inspect', format: 'openssh' } },
] satisfies ToolAlias[];
