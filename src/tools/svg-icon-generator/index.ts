import { Shapes } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'svg-icon-generator',
  title: 'SVG Icon Generator',
  description: 'Creates SVG icons from a text description.',
  icon: Shapes,
  color: '#16a34a',
  kind: 'ai',
  category: 'Colours & graphics',
  load: () => import('./svg-icon-generator.screen'),
});
