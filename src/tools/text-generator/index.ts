import { PenLine } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'text-generator',
  title: 'Text Generator',
  description: 'Generates placeholder text from a prompt.',
  icon: PenLine,
  color: '#0ea5e9',
  kind: 'ai',
  category: 'Generators',
  keywords: ['lorem', 'ipsum', 'placeholder', 'dummy', 'filler', 'copy', 'paragraph', 'sentence', 'words', 'markdown', 'html', 'ai'],
  load: () => import('./text-generator.screen'),
});
