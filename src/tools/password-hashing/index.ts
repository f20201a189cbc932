import { KeyRound } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'password-hashing',
  title: 'Password Hashing',
  description: "bcrypt, Argon2, scrypt and PBKDF2: hash a password, verify it against a hash, read a hash's parts.",
  icon: KeyRound,
  color: '#0f766e',
  kind: 'local',
  category: 'Encoding & security',
  load: () => import('./password-hashing.screen'),
});
