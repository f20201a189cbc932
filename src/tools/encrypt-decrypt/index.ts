import { LockKeyhole } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'encrypt-decrypt',
  title: 'Encrypt / Decrypt Text',
  description: 'AES-GCM, AES-CBC, ChaCha20-Poly1305 with a passphrase or key; OpenSSL and CryptoJS compatible.',
  icon: LockKeyhole,
  color: '#0f766e',
  kind: 'local',
  category: 'Encoding & security',
  load: () => import('./encrypt-decrypt.screen'),
});
