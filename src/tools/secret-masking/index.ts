import { EyeOff } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'secret-masking',
  title: 'Secret Masking',
  description: 'Masks tokens, keys, passwords, emails, IPs and card numbers in logs, JSON, HAR and config files.',
  icon: EyeOff,
  color: '#e11d48',
  kind: 'local',
  category: 'Encoding & security',
  load: () => import('./secret-masking.screen'),
});
