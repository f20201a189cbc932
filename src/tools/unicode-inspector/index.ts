import { Wrench } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'unicode-inspector',
  title: 'Unicode Inspector',
  description:
    'Shows every code point of a text with its name, category, block, bytes and escapes, flags invisible and look-alike characters, and finds characters by name.',
  icon: Wrench,
  color: '#6366f1',
  kind: 'local',
  category: 'Text',
  keywords: [],
  load: () => import('./unicode-inspector.screen'),
});
