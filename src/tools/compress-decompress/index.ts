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
  load: () => import('./compress-decompress.screen'),
});
