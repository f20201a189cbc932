import { md5 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { codec } from '@/lib/base64-codec';
import { toHex } from '@/lib/hex';
import { keyBits, toSpki, type KeyMaterial } from './key-material.logic';
import { sshPublicBlob } from './openssh.logic';

export interface Fingerprints {
  /** As `ssh-keygen -l -E sha256` prints it: "SHA256:" and unpadded Base64. */
  sshSha256: string;
  /** As `ssh-keygen -l -E md5` prints it: "MD5:" and colon-separated hex. */
  sshMd5: string;
  /** The HPKP / certificate-pinning pin: Base64 of SHA-256 over the SPKI DER. */
  spkiSha256: string;
}

const SSH_TYPE_NAMES = { RSA: 'RSA', EC: 'ECDSA', Ed25519: 'ED25519' } as const;

/** The line `ssh-keygen -l -E sha256` (or md5) prints: bits, fingerprint, comment, type. */
export function sshKeygenLine(material: KeyMaterial, fingerprint: string): string {
  return `${keyBits(material)} ${fingerprint} ${material.comment ?? 'no comment'} (${SSH_TYPE_NAMES[material.type]})`;
}

export function fingerprints(material: KeyMaterial): Fingerprints {
  const blob = sshPublicBlob(material);
  return {
    sshSha256: `SHA256:${codec.encode(sha256(blob), false).replace(/=+$/, '')}`,
    sshMd5: `MD5:${toHex(md5(blob), ':')}`,
    spkiSha256: codec.encode(sha256(toSpki(material)), false),
  };
}
