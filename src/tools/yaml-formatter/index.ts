import { Wrench } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'yaml-formatter',
  title: 'YAML Formatter',
  description: 'Formats and validates YAML, sorts keys, keeps comments and anchors.',
  icon: Wrench,
  color: '#6366f1',
  kind: 'local',
  category: 'Data & formats',
  keywords: [],
  load: () => import('./yaml-formatter.screen'),
});
