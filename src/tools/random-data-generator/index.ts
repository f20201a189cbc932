import { Dices } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'random-data-generator',
  title: 'Random Data Generator',
  description: 'Generates fake names, emails and more for testing.',
  icon: Dices,
  color: '#ec4899',
  kind: 'local',
  category: 'Generators',
  load: () => import('./random-data-generator.screen'),
});
