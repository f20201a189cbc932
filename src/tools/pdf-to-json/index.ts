import { FileJson } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'pdf-to-json',
  title: 'PDF to JSON',
  description: 'Extracts structured data from PDF files using a prompt.',
  icon: FileJson,
  color: '#dc2626',
  kind: 'ai',
  category: 'Data & formats',
  load: () => import('./pdf-to-json.screen'),
});
