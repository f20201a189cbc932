import { Globe } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'timezone-converter',
  title: 'Timezone Converter',
  description: 'Converts dates and times between timezones.',
  icon: Globe,
  color: '#0ea5e9',
  kind: 'local',
  category: 'Numbers & time',
  load: () => import('./timezone-converter.screen'),
});
