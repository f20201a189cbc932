import type { ToolAlias } from '../define-tool';

/** Peer page names for this tool's jobs: `#/<id>` opens it preset (see ToolAlias). */
export default [
  { id: 'qrcode-generator', title: 'QR Code Generator', state: { kind: 'text' } },
  { id: 'wifi-qrcode-generator', title: 'WiFi QR Code Generator', state: { kind: 'wifi' } },
] satisfies ToolAlias[];
