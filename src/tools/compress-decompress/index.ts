import { FileArchive } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'compress-decompress',
  title: 'Compress / Decompress',
  description: 'Gzip, zlib and raw deflate to and from Base64, hex or a file; lists and extracts zip entries.',
  icon: FileArchive,
  color: '#a16207',
  kind: 'local',
  category: 'Encoding & security',
  aliases: [
    { id: 'gzip-compress', title: 'GZip compress', state: { mode: 'compress', format: 'gzip' } },
    { id: 'gzip-decompress', title: 'GZip decompress', state: { mode: 'decompress' } },
    { id: 'zlib', title: 'Zlib Deflate / Inflate', state: { mode: 'compress', format: 'zlib' } },
    { id: 'deflate', title: 'Raw Deflate / Inflate', state: { mode: 'compress', format: 'deflate' } },
    { id: 'unzip', title: 'Unzip', state: { mode: 'zip' } },
  ],
  load: () => import('./compress-decompress.screen'),
});
