import { Braces } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'json-beautifier',
  title: 'JSON Beautifier',
  description: 'Formats and validates JSON.',
  icon: Braces,
  color: '#f59e0b',
  kind: 'local',
  category: 'Data & formats',
  aliases: [
    { id: 'json-prettify', title: 'JSON Prettify and Format', state: {} },
    { id: 'json-viewer', title: 'JSON Viewer', state: { view: 'tree' } },
    { id: 'json-minify', title: 'JSON Minify', state: {} },
  ],
  load: () => import('./json-beautifier.screen'),
  codeLanguages: ['json'],
});
