import { QrCode } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'qr-code-generator',
  title: 'QR Code Generator',
  description: 'Creates and customizes QR codes for URLs, text and more.',
  icon: QrCode,
  color: '#0ea5e9',
  kind: 'local',
  category: 'Generators',
  load: () => import('./qr-code-generator.screen'),
});
