import { KeySquare } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'jwt-debugger',
  title: 'JWT Debugger',
  description: 'Decodes JSON Web Tokens and verifies their signature on the client side.',
  icon: KeySquare,
  color: '#d946ef',
  kind: 'local',
  category: 'Encoding & security',
  load: () => import('./jwt-debugger.screen'),
});
