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
  aliases: [
    { id: 'html-entities', title: 'Escape HTML entities', state: { format: 'html' } },
    { id: 'html-encoder-decoder', title: 'HTML Encoder / Decoder', state: { format: 'html' } },
    { id: 'url-encoder', title: 'URL encoder/decoder', state: { format: 'url' } },
    { id: 'url-encoder-decoder', title: 'URL Encoder / Decoder', state: { format: 'url' } },
    { id: 'text-escape-unescape', title: 'Text Escape / Unescape', state: { format: 'json' } },
    { id: 'json-escape', title: 'JSON Escape / Unescape', state: { format: 'json' } },
  ],
  load: () => import('./string-escaper.screen'),
});
