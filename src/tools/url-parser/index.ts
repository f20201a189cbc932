import { Link2 } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'url-parser',
  title: 'URL Parser and Builder',
  description: 'Edits a URL part by part, query as a table or JSON; unwraps Safe Links, strips tracking, decodes IDN.',
  icon: Link2,
  color: '#0ea5e9',
  kind: 'local',
  category: 'Encoding & security',
  // IT-Tools' Safe Link decoder opens the unwrapping; its URL encoder is the String Escaper's URL mode.
  load: () => import('./url-parser.screen'),
});
