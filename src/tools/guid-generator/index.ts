import { Fingerprint } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'guid-generator',
  title: 'GUID Generator',
  description: 'Generates UUIDs in several versions.',
  icon: Fingerprint,
  color: '#8b5cf6',
  kind: 'local',
  category: 'Generators',
  load: () => import('./guid-generator.screen'),
});
