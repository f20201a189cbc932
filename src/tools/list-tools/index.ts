import { Wrench } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'list-tools',
  title: 'List Tools',
  description: 'Sorts, dedupes, shuffles, trims and joins lists, and turns them into JSON or SQL IN lists.',
  icon: Wrench,
  color: '#6366f1',
  kind: 'local',
  category: 'Text',
  keywords: [],
  load: () => import('./list-tools.screen'),
});
