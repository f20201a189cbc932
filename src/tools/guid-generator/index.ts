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
  aliases: [{ id: 'uuid-generator', title: 'UUID Generator', state: { version: 'v4' } }],
  load: () => import('./guid-generator.screen'),
});
