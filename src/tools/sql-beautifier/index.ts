import { DatabaseZap } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'sql-beautifier',
  title: 'SQL Beautifier',
  description: 'Formats messy SQL.',
  icon: DatabaseZap,
  color: '#0891b2',
  kind: 'ai',
  category: 'Code',
  load: () => import('./sql-beautifier.screen'),
  codeLanguages: ['sql'],
});
