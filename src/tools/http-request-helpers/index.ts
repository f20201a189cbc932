import { Network } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'http-request-helpers',
  title: 'HTTP Request Helpers',
  description: 'Basic auth headers, Cookie and Set-Cookie tables, curl to fetch, axios, Python, Go, PHP and Node, and back.',
  icon: Network,
  color: '#0ea5e9',
  kind: 'local',
  category: 'Code',
  aliases: [
    { id: 'basic-auth-generator', title: 'Basic Auth Generator', state: { panel: 'basic' } },
    { id: 'curl-converter', title: 'curl Converter', state: { panel: 'curl', direction: 'to-code' } },
    { id: 'cookie-parser', title: 'Cookie Parser', state: { panel: 'cookies' } },
  ],
  load: () => import('./http-request-helpers.screen'),
});
