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
  keywords: ['words', 'characters', 'letters', 'lines', 'sentences', 'paragraphs', 'count', 'length', 'bytes', 'utf-8', 'reading time', 'text'],
  load: () => import('./word-counter.screen'),
});
