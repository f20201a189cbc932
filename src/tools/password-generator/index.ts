import { KeyRound } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'password-generator',
  title: 'Password and Token Generator',
  description: 'Passwords, passphrases, PINs and random tokens with their entropy, and a strength analyser.',
  icon: KeyRound,
  color: '#0ea5e9',
  kind: 'local',
  category: 'Generators',
  load: () => import('./password-generator.screen'),
});
