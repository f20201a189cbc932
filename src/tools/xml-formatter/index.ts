import { CodeXml } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'xml-formatter',
  title: 'XML Formatter',
  description: 'Formats, minifies and validates XML, with a tree view.',
  icon: CodeXml,
  color: '#ea580c',
  kind: 'local',
  category: 'Data & formats',
  load: () => import('./xml-formatter.screen'),
  codeLanguages: ['xml'],
});
