import { Binary } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'base64-converter',
  title: 'Base64 Converter',
  description: 'Encodes and decodes Base64.',
  icon: Binary,
  color: '#f97316',
  kind: 'local',
  category: 'Encoding & security',
  keywords: ['base64', 'base64url', 'encode', 'decode', 'btoa', 'atob', 'data url', 'data uri', 'utf-8', 'binary', 'file'],
  load: () => import('./base64-converter.screen'),
});
