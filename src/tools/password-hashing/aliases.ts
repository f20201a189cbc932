import type { ToolAlias } from '../define-tool';

/** Peer page names for this tool's jobs: `#/<id>` opens it preset (see ToolAlias). */
export default [
  { id: 'bcrypt', title: 'Bcrypt', state: { algorithm: 'bcrypt' } },
  { id: 'argon2', title: 'Argon2', state: { algorithm: 'argon2id' } },
  { id: 'scrypt', title: 'Scrypt', state: { algorithm: 'scrypt' } },
  { id: 'pbkdf2', title: 'Derive PBKDF2 key', state: { algorithm: 'pbkdf2' } },
] satisfies ToolAlias[];
