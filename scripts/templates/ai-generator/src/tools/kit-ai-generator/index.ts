import { Sparkles } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'kit-ai-generator',
  title: 'Kit AI Generator',
  description: 'Kit AI-generator template description.',
  icon: Sparkles,
  color: '#6366f1',
  kind: 'ai',
  category: 'Text',
  load: () => import('./kit-ai-generator.screen'),
});
