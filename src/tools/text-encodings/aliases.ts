import type { ToolAlias } from '../define-tool';

/** Peer page names for this tool's jobs: `#/<id>` opens it preset (see ToolAlias). */
export default [
  { id: 'text-to-binary', title: 'Text to ASCII binary', state: { mode: 'encode', encoding: 'binary' } },
  { id: 'from-hex', title: 'From Hex', state: { mode: 'decode', encoding: 'hex' } },
  { id: 'base32', title: 'To / From Base32', state: { mode: 'encode', encoding: 'base32' } },
  { id: 'base58', title: 'To / From Base58', state: { mode: 'encode', encoding: 'base58' } },
  { id: 'base85', title: 'To / From Base85', state: { mode: 'encode', encoding: 'ascii85' } },
  { id: 'quoted-printable', title: 'To / From Quoted Printable', state: { mode: 'encode', encoding: 'quoted-printable' } },
  { id: 'hexdump', title: 'To Hexdump', state: { mode: 'hexdump' } },
  { id: 'from-hexdump', title: 'From Hexdump', state: { mode: 'decode', encoding: 'hexdump' } },
  { id: 'magic', title: 'Magic (what encoding is this?)', state: { mode: 'decode' } },
  { id: 'fix-mojibake', title: 'Fix mojibake', state: { mode: 'mojibake' } },
] satisfies ToolAlias[];
