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
  aliases: [
    { id: 'rsa-key-pair-generator', title: 'RSA Key Pair Generator', state: { mode: 'generate', algorithm: 'RSA' } },
    { id: 'certificate-decoder', title: 'Certificate Decoder', state: { mode: 'inspect' } },
    { id: 'csr-decoder', title: 'CSR Decoder', state: { mode: 'inspect' } },
    { id: 'ssh-key-converter', title: 'SSH Key Converter', state: { mode: 'inspect', format: 'openssh' } },
  ],
  load: () => import('./keys-and-certificates.screen'),
});
