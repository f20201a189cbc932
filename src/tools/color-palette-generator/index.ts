import { Palette } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'color-palette-generator',
  title: 'Color Palette Generator',
  description: 'Creates palettes from a text prompt.',
  icon: Palette,
  color: '#ec4899',
  kind: 'ai',
  category: 'Colours & graphics',
  load: () => import('./color-palette-generator.screen'),
});
