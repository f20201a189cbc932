import { Wrench } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'kit-two-pane',
  title: 'Kit Two Pane',
  description: 'Kit two-pane template description.',
  icon: Wrench,
  color: '#6366f1',
  kind: 'local',
  category: 'Text',
  load: () => import('./kit-two-pane.screen'),
});
