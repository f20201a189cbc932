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
  aliases: [
    // IT-Tools: "List converter" (trim, dedupe, sort, wrap, join with ", ").
    { id: 'list-converter', title: 'List converter', state: { join: 'comma-space' } },
    // Text Mechanic's single-job pages.
    { id: 'sort-text-lines', title: 'Sort text lines', state: { order: 'natural' } },
    { id: 'remove-duplicate-lines', title: 'Remove duplicate lines', state: { dedupe: true } },
  ],
  load: () => import('./list-tools.screen'),
});
