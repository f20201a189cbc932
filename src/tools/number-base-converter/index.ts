import { Binary } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'number-base-converter',
  title: 'Number Base Converter',
  description: "Converts numbers between bases 2 to 64, with two's complement, IEEE 754 bits and Roman numerals.",
  icon: Binary,
  color: '#0ea5e9',
  kind: 'local',
  category: 'Numbers & time',
  load: () => import('./number-base-converter.screen'),
});
