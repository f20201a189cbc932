import { Quote } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'string-escaper',
  title: 'String Escaper',
  description: 'Escapes and unescapes text for JSON, JavaScript, Java, C#, Python, SQL, shell, regex, CSV, HTML, XML and URLs.',
  icon: Quote,
  color: '#f97316',
  kind: 'local',
  category: 'Encoding & security',
  // Peers' page names for jobs this tool does (IT-Tools and DevToys), each opening it on that format.
  load: () => import('./string-escaper.screen'),
});
