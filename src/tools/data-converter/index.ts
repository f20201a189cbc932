import { ArrowRightLeft } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'data-converter',
  title: 'Data Converter',
  description: 'Converts between JSON, YAML, TOML, XML, CSV/TSV and JSON Lines, both ways, keeping big integers, key order and comments.',
  icon: ArrowRightLeft,
  color: '#6366f1',
  kind: 'local',
  category: 'Data & formats',
  load: () => import('./data-converter.screen'),
  codeLanguages: ['json', 'yaml'],
});
