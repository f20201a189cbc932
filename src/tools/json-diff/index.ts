import { Wrench } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'json-diff',
  title: 'JSON Diff',
  description: 'Compares two JSON documents by structure, whatever the key order or formatting, and writes and applies RFC 6902 JSON Patch.',
  icon: Wrench,
  color: '#6366f1',
  kind: 'local',
  category: 'Data & formats',
  keywords: [],
  load: () => import('./json-diff.screen'),
});
