import { Braces } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'json-beautifier',
  title: 'JSON Beautifier',
  description: 'Formats and validates JSON.',
  icon: Braces,
  color: '#f59e0b',
  kind: 'local',
  category: 'Data & formats',
  load: () => import('./json-beautifier.screen'),
  codeLanguages: ['json'],
});
