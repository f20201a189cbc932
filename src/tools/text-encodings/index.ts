import { Binary } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'text-encodings',
  title: 'Bytes and Text Encodings',
  description: 'Text to and from hex, binary, Base32/58/85, quoted-printable; hexdumps, charsets, mojibake repair.',
  icon: Binary,
  color: '#0e7490',
  kind: 'local',
  category: 'Encoding & security',
  aliases: [
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
  ],
  load: () => import('./text-encodings.screen'),
});
