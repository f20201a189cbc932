import { Wrench } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'kit-live-transform',
  title: 'Kit Live Transform',
  description: 'Kit live-transform template description.',
  icon: Wrench,
  color: '#6366f1',
  kind: 'local',
  category: 'Text',
  load: () => import('./kit-live-transform.screen'),
});
