import { FileDiff } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'text-diff',
  title: 'Text Diff',
  description: 'Compares two texts side by side or inline, by line, word or character, finds moved lines, and exports or applies unified patches.',
  icon: FileDiff,
  color: '#6366f1',
  kind: 'local',
  category: 'Text',
  load: () => import('./text-diff.screen'),
});
