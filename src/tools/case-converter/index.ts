import { Wrench } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'case-converter',
  title: 'Case Converter',
  description: 'Converts text between camel, Pascal, snake, kebab, title and other cases, and makes URL slugs.',
  icon: Wrench,
  color: '#6366f1',
  kind: 'local',
  category: 'Text',
  keywords: [],
  load: () => import('./case-converter.screen'),
});
