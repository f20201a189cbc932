import { Hash } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'hash-generator',
  title: 'Hash Generator',
  description: 'MD5, SHA-1/2/3, BLAKE, CRC and more of text or any file, all at once; compare with an expected hash.',
  icon: Hash,
  color: '#7c3aed',
  kind: 'local',
  category: 'Encoding & security',
  load: () => import('./hash-generator.screen'),
});
