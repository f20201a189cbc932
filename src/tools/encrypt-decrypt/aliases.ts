import type { ToolAlias } from '../define-tool';

/** Peer page names for this tool's jobs: `#/<id>` opens it preset (see ToolAlias). IT-Tools' page is CryptoJS's AES. */
export default [
  { id: 'encryption', title: 'Encrypt / decrypt text', state: { format: 'openssl', opensslKdf: 'md5', keyBits: '256' } },
  { id: 'aes-encrypt', title: 'AES Encrypt', state: { direction: 'encrypt' } },
  { id: 'aes-decrypt', title: 'AES Decrypt', state: { direction: 'decrypt' } },
] satisfies ToolAlias[];
