import { FileText } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'markdown-preview',
  title: 'Markdown Preview',
  description: 'Renders GitHub-flavoured Markdown live and safely, exports HTML, and turns HTML back into Markdown.',
  icon: FileText,
  color: '#6366f1',
  kind: 'local',
  category: 'Text',
  load: () => import('./markdown-preview.screen'),
});
