import { GitCompareArrows } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'json-diff',
  title: 'JSON Diff',
  description: 'Compares two JSON documents by structure, whatever the key order or formatting, and writes and applies RFC 6902 JSON Patch.',
  icon: GitCompareArrows,
  color: '#6366f1',
  kind: 'local',
  category: 'Data & formats',
  codeLanguages: ['json'],
  load: () => import('./json-diff.screen'),
});
