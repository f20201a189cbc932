import { Images } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'logo-to-palette',
  title: 'Logo to Palette',
  description: 'Extracts a brand palette from a logo and generates light and dark website mockups.',
  icon: Images,
  color: '#8b5cf6',
  kind: 'ai',
  category: 'Colours & graphics',
  load: () => import('./logo-to-palette.screen'),
});
