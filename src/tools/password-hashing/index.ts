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
  aliases: [
    { id: 'bcrypt', title: 'Bcrypt', state: { algorithm: 'bcrypt' } },
    { id: 'argon2', title: 'Argon2', state: { algorithm: 'argon2id' } },
    { id: 'scrypt', title: 'Scrypt', state: { algorithm: 'scrypt' } },
    { id: 'pbkdf2', title: 'Derive PBKDF2 key', state: { algorithm: 'pbkdf2' } },
  ],
  load: () => import('./password-hashing.screen'),
});
