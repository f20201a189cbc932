import { md5 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { codec } from '@/lib/base64-codec';
import { toSpki, type KeyMaterial } from './key-material.logic';
import { sshPublicBlob } from './openssh.logic';
import { toHex } from './pem.logic';

export interface Fingerprints {
  /** As `ssh-keygen -l -E sha256` prints it: "SHA256:" and unpadded Base64. */
  sshSha256: string;
  /** As `ssh-keygen -l -E md5` prints it: "MD5:" and colon-separated hex. */
  sshMd5: string;
  /** The HPKP / certificate-pinning pin: Base64 of SHA-256 over the SPKI DER. */
  spkiSha256: string;
}

export function fingerprints(material: KeyMaterial): Fingerprints {
  const blob = sshPublicBlob(material);
  return {
    sshSha256: `SHA256:${codec.encode(sha256(blob), false).replace(/=+$/, '')}`,
    sshMd5: `MD5:${toHex(md5(blob), ':')}`,
    spkiSha256: codec.encode(sha256(toSpki(material)), false),
  };
}
