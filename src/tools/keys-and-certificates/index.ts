import { KeyRound } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'keys-and-certificates',
  title: 'Keys and Certificates',
  description: 'Decode X.509 certificates, CSRs and chains; generate and convert RSA, EC, Ed25519 and SSH keys.',
  icon: KeyRound,
  color: '#0f766e',
  kind: 'local',
  category: 'Encoding & security',
  load: () => import('./keys-and-certificates.screen'),
});
