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
  keywords: ['uuid', 'guid', 'v4', 'v7', 'v1', 'v6', 'v5', 'v3', 'random', 'unique', 'identifier', 'namespace', 'nil', 'inspect', 'validate'],
  load: () => import('./guid-generator.screen'),
});
