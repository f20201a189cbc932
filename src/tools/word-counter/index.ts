import { WholeWord } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'word-counter',
  title: 'Word Counter',
  description: 'Counts words, characters and lines.',
  icon: WholeWord,
  color: '#14b8a6',
  kind: 'local',
  category: 'Text',
  load: () => import('./word-counter.screen'),
});
