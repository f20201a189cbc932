import { ListTree } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'yaml-formatter',
  title: 'YAML Formatter',
  description: 'Formats and validates YAML, sorts keys, keeps comments and anchors.',
  icon: ListTree,
  color: '#dc2626',
  kind: 'local',
  category: 'Data & formats',
  // IT-Tools calls this page "YAML prettify".
  load: () => import('./yaml-formatter.screen'),
  codeLanguages: ['yaml'],
});
