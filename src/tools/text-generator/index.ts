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
  load: () => import('./text-generator.screen'),
});
