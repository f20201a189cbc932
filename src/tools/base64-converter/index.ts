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
  load: () => import('./base64-converter.screen'),
});
