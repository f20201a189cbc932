import { ScanText } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'unicode-inspector',
  title: 'Unicode Inspector',
  description:
    'Shows every code point of a text with its name, category, block, bytes and escapes, flags invisible and look-alike characters, and finds characters by name.',
  icon: ScanText,
  color: '#6366f1',
  kind: 'local',
  category: 'Text',
  // IT-Tools calls its page for code point escapes "Text to Unicode".
  load: () => import('./unicode-inspector.screen'),
});
