import { Wrench } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'xml-formatter',
  title: 'XML Formatter',
  description: 'Formats, minifies and validates XML, with a tree view.',
  icon: Wrench,
  color: '#6366f1',
  kind: 'local',
  category: 'Data & formats',
  keywords: [],
  load: () => import('./xml-formatter.screen'),
});
