import { Regex } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'regex-tester',
  title: 'Regex Tester',
  description: 'Tests regular expressions in real time.',
  icon: Regex,
  color: '#10b981',
  kind: 'local',
  category: 'Code',
  load: () => import('./regex-tester.screen'),
});
