import { CaseSensitive } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'case-converter',
  title: 'Case Converter',
  description:
    'camel, Pascal, snake, SCREAMING_SNAKE, kebab, Train, dot, path, title, sentence, upper, lower, alternating, and a URL slug with transliteration of accented and non-Latin letters; every line of a list converted at once.',
  icon: CaseSensitive,
  color: '#8b5cf6',
  kind: 'local',
  category: 'Text',
  // IT-Tools gives the slug its own page, "Slugify string".
  load: () => import('./case-converter.screen'),
});
