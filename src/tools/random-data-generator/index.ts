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
  keywords: [
    'fake',
    'faker',
    'mock',
    'test data',
    'dummy',
    'name',
    'email',
    'phone',
    'address',
    'city',
    'zip',
    'company',
    'lorem',
    'uuid',
    'csv',
    'json',
    'sql',
    'seed',
  ],
  load: () => import('./random-data-generator.screen'),
});
