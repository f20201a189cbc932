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
  keywords: ['svg', 'icon', 'vector', 'glyph', 'lucide', 'png', 'react', 'component', 'data uri', 'sanitize', 'ai'],
  load: () => import('./svg-icon-generator.screen'),
});
