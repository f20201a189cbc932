import { Paintbrush } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'css-minifier',
  title: 'CSS Minifier',
  description: 'Compresses CSS.',
  icon: Paintbrush,
  color: '#2563eb',
  kind: 'ai',
  category: 'Code',
  load: () => import('./css-minifier.screen'),
  codeLanguages: ['css'],
});
