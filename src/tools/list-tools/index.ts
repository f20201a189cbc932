import { ListOrdered } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'list-tools',
  title: 'List Tools',
  description:
    'Sort (natural, numeric, by length), dedupe, reverse, shuffle with seed, trim, remove blank lines, add prefix/suffix, wrap in quotes, join/split by any separator, to a JSON/SQL IN (...) list; counts before and after.',
  icon: ListOrdered,
  color: '#0d9488',
  kind: 'local',
  category: 'Text',
  load: () => import('./list-tools.screen'),
});
