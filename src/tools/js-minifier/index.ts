import { FileCode2 } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'js-minifier',
  title: 'JS Minifier',
  description: 'Compresses JavaScript.',
  icon: FileCode2,
  color: '#ca8a04',
  kind: 'ai',
  category: 'Code',
  load: () => import('./js-minifier.screen'),
  codeLanguages: ['javascript'],
});
