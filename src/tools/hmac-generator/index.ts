import { KeyRound } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'hmac-generator',
  title: 'HMAC Generator',
  description: 'HMAC of text or a file with SHA-2, SHA-3, MD5 and more; key as text, hex or Base64; verify a MAC.',
  icon: KeyRound,
  color: '#0e7490',
  kind: 'local',
  category: 'Encoding & security',
  load: () => import('./hmac-generator.screen'),
});
