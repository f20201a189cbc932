import { Wrench } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'string-escaper',
  title: 'String Escaper',
  description: 'Escapes and unescapes text for JSON, JavaScript, Java, C#, Python, SQL, shell, regex, CSV, HTML, XML and URLs.',
  icon: Wrench,
  color: '#6366f1',
  kind: 'local',
  category: 'Encoding & security',
  keywords: [],
  load: () => import('./string-escaper.screen'),
});
