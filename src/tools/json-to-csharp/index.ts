import { FileJson } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'json-to-csharp',
  title: 'JSON to C#',
  description: 'Generates C# classes from a JSON object.',
  icon: FileJson,
  color: '#8b5cf6',
  kind: 'ai',
  category: 'Code',
  load: () => import('./json-to-csharp.screen'),
  codeLanguages: ['json', 'csharp'],
});
