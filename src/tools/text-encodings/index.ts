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
  load: () => import('./text-encodings.screen'),
});
