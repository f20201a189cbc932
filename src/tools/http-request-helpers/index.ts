import { Network } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'http-request-helpers',
  title: 'HTTP Request Helpers',
  description: 'Basic auth headers, Cookie and Set-Cookie tables, curl to fetch, axios, Python, Go, PHP and Node, and back.',
  icon: Network,
  color: '#0ea5e9',
  kind: 'local',
  category: 'Encoding & security',
  load: () => import('./http-request-helpers.screen'),
});
