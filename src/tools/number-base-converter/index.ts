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
  aliases: [
    { id: 'base-converter', title: 'Integer Base Converter', state: {} },
    { id: 'roman-numeral-converter', title: 'Roman Numeral Converter', state: { panel: 'roman' } },
  ],
  load: () => import('./number-base-converter.screen'),
});
