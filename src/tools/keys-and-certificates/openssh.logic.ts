import { codec } from '@/lib/base64-codec';
import { toHex } from '@/lib/hex';
import { DerError } from './der.logic';
import { b64u, CURVE_BYTES, curveOf, ecPoint, fromB64u, fromEd25519Public, fromJwk, unsigned, type Curve, type KeyMaterial } from './key-material.logic';
import { writePem } from './pem.logic';

/**
 * OpenSSH's key formats: the public line "ssh-ed25519 AAAA… comment" (RFC 4253 6.6, RFC 5656 3.1, RFC 8709) and
 * "openssh-key-v1" private keys (OpenSSH's PROTOCOL.key). Strings are a uint32 length and bytes; mpints are two's complement.
 */

const SSH_CURVES: Record<Curve, string> = { 'P-256': 'nistp256', 'P-384': 'nistp384', 'P-521': 'nistp521' };
const MAGIC = new TextEncoder().encode('openssh-key-v1\0');

export class SshReader {
  private offset = 0;
  constructor(private readonly bytes: Uint8Array) {}
  get done() {
    return this.offset >= this.bytes.length;
  }
  uint32(): number {
    if (this.offset + 4 > this.bytes.length) throw new DerError('the OpenSSH key ends early');
    const value = new DataView(this.bytes.buffer, this.bytes.byteOffset + this.offset, 4).getUint32(0);
    this.offset += 4;
    return value;
  }
  bytesOf(length: number): Uint8Array {
    if (this.offset + length > this.bytes.length) throw new DerError('the OpenSSH key ends early');
    const value = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return value;
  }
  string(): Uint8Array {
    return this.bytesOf(this.uint32());
  }
  text(): string {
    return new TextDecoder().decode(this.string());
  }
  rest(): Uint8Array {
    return this.bytesOf(this.bytes.length - this.offset);
  }
}

export class SshWriter {
  private parts: Uint8Array[] = [];
  uint32(value: number) {
    const bytes = new Uint8Array(4);
    new DataView(bytes.buffer).setUint32(0, value);
    this.parts.push(bytes);
    return this;
  }
  raw(bytes: Uint8Array) {
    this.parts.push(bytes);
    return this;
  }
  string(value: Uint8Array | string) {
    const bytes = typeof value === 'string' ? new TextEncoder().encode(value) : value;
    return this.uint32(bytes.length).raw(bytes);
  }
  mpint(value: Uint8Array) {
    const trimmed = unsigned(value);
    const top = trimmed[0] ?? 0;
    return this.string(trimmed.length === 1 && top === 0 ? new Uint8Array(0) : top & 0x80 ? Uint8Array.of(0, ...trimmed) : trimmed);
  }
  get length() {
    return this.parts.reduce((sum, part) => sum + part.length, 0);
  }
  bytes(): Uint8Array {
    const out = new Uint8Array(this.length);
    let offset = 0;
    for (const part of this.parts) {
      out.set(part, offset);
      offset += part.length;
    }
    return out;
  }
}

export function sshKeyType(material: KeyMaterial): string {
  if (material.type === 'RSA') return 'ssh-rsa';
  if (material.type === 'EC') return `ecdsa-sha2-${SSH_CURVES[curveOf(material)]}`;
  return 'ssh-ed25519';
}

function writePublic(writer: SshWriter, material: KeyMaterial) {
  const jwk = material.publicJwk;
  writer.string(sshKeyType(material));
  if (material.type === 'RSA') writer.mpint(fromB64u(jwk.e, 'e')).mpint(fromB64u(jwk.n, 'n'));
  else if (material.type === 'EC') writer.string(SSH_CURVES[curveOf(material)]).string(ecPoint(jwk));
  else writer.string(fromB64u(jwk.x, 'x'));
  return writer;
}

/** The public key's wire blob: what the Base64 of the line holds and what fingerprints hash. */
export const sshPublicBlob = (material: KeyMaterial) => writePublic(new SshWriter(), material).bytes();

export function toSshPublicLine(material: KeyMaterial, comment = material.comment ?? ''): string {
  return `${sshKeyType(material)} ${codec.encode(sshPublicBlob(material), false)}${comment ? ` ${comment}` : ''}`;
}

function curveOfSsh(name: string): Curve {
  const curve = (Object.keys(SSH_CURVES) as Curve[]).find((key) => SSH_CURVES[key] === name);
  if (!curve) throw new DerError(`the SSH curve ${name} is not supported`);
  return curve;
}

/** Reads the public fields of a key type from the reader (the blob, after its type string). */
function readPublicFields(type: string, reader: SshReader): KeyMaterial {
  if (type === 'ssh-rsa') {
    const e = reader.string();
    const n = reader.string();
    return fromJwk({ kty: 'RSA', n: b64u(n), e: b64u(e) });
  }
  if (type.startsWith('ecdsa-sha2-')) {
    const curve = curveOfSsh(reader.text());
    const point = reader.string();
    const size = CURVE_BYTES[curve];
    return fromJwk({ kty: 'EC', crv: curve, x: b64u(point.subarray(1, 1 + size)), y: b64u(point.subarray(1 + size)) });
  }
  if (type === 'ssh-ed25519') return fromEd25519Public(reader.string());
  throw new DerError(`SSH keys of type ${type} are not supported (ssh-rsa, ecdsa-sha2-nistp256/384/521 and ssh-ed25519 are)`);
}

export const SSH_LINE = /^(ssh-rsa|ssh-ed25519|ecdsa-sha2-nistp(?:256|384|521)|ssh-dss|sk-[a-z0-9@.-]+)\s+([A-Za-z0-9+/]+={0,2})(?:\s+(.*))?$/;

export function fromSshPublicLine(line: string): KeyMaterial {
  const match = SSH_LINE.exec(line.trim());
  const blob = match?.[2] && codec.decode(match[2]);
  if (!match?.[1] || !blob) throw new DerError('this is not an OpenSSH public key line');
  const reader = new SshReader(blob);
  const type = reader.text();
  if (type !== match[1]) throw new DerError(`the line says ${match[1]} but its key is ${type}`);
  return { ...readPublicFields(type, reader), comment: match[3]?.trim() || undefined };
}

/** What decrypts an OpenSSH private section: given the KDF's salt and rounds, the cipher name and the bytes. */
export type SshDecrypt = (cipher: string, kdf: { salt: Uint8Array; rounds: number }, encrypted: Uint8Array) => Promise<Uint8Array>;

export interface OpenSshEnvelope {
  cipher: string;
  kdf: string;
  kdfOptions: Uint8Array;
  publicBlob: Uint8Array;
  section: Uint8Array;
}

export function readOpenSshEnvelope(bytes: Uint8Array): OpenSshEnvelope {
  if (MAGIC.some((byte, index) => bytes[index] !== byte)) throw new DerError('this is not an openssh-key-v1 private key');
  const reader = new SshReader(bytes.subarray(MAGIC.length));
  const cipher = reader.text();
  const kdf = reader.text();
  const kdfOptions = reader.string();
  if (reader.uint32() !== 1) throw new DerError('the OpenSSH file holds more than one key');
  const publicBlob = reader.string();
  return { cipher, kdf, kdfOptions, publicBlob, section: reader.string() };
}

/** The key in a decrypted private section. */
export function readOpenSshSection(section: Uint8Array): KeyMaterial {
  const reader = new SshReader(section);
  if (reader.uint32() !== reader.uint32()) throw new DerError('the passphrase is wrong (the check numbers differ)');
  const type = reader.text();
  let jwk: JsonWebKey;
  if (type === 'ssh-rsa') {
    const [n, e, d, qi, p, q] = [reader.string(), reader.string(), reader.string(), reader.string(), reader.string(), reader.string()];
    jwk = rsaJwk(n, e, d, p, q, qi);
  } else if (type.startsWith('ecdsa-sha2-')) {
    const curve = curveOfSsh(reader.text());
    reader.string();
    jwk = { kty: 'EC', crv: curve, d: b64u(reader.string()) };
  } else if (type === 'ssh-ed25519') {
    reader.string();
    jwk = { kty: 'OKP', crv: 'Ed25519', d: b64u(reader.string().subarray(0, 32)) };
  } else throw new DerError(`SSH keys of type ${type} are not supported`);
  const comment = reader.text();
  return { ...fromJwk(jwk), comment: comment || undefined };
}

/** RSA's CRT exponents, which OpenSSH does not store, are d mod (p-1) and d mod (q-1): plain arithmetic on the stored numbers. */
function rsaJwk(n: Uint8Array, e: Uint8Array, d: Uint8Array, p: Uint8Array, q: Uint8Array, qi: Uint8Array): JsonWebKey {
  const big = (bytes: Uint8Array) => BigInt(`0x${toHex(bytes) || '0'}`);
  const bytesOf = (value: bigint) => {
    const hex = value.toString(16);
    return Uint8Array.from((hex.length % 2 ? `0${hex}` : hex).match(/../g) ?? [], (pair) => parseInt(pair, 16));
  };
  const [dd, pp, qq] = [big(d), big(p), big(q)];
  return {
    kty: 'RSA',
    n: b64u(unsigned(n)),
    e: b64u(unsigned(e)),
    d: b64u(unsigned(d)),
    p: b64u(unsigned(p)),
    q: b64u(unsigned(q)),
    dp: b64u(bytesOf(dd % (pp - 1n))),
    dq: b64u(bytesOf(dd % (qq - 1n))),
    qi: b64u(unsigned(qi)),
  };
}

/** The private section, padded to the cipher's block size (8 unencrypted, 16 for AES). */
export function openSshSection(material: KeyMaterial, checkInt: number, blockSize: number, comment = material.comment ?? ''): Uint8Array {
  const jwk = material.privateJwk;
  if (!jwk) throw new DerError('this is a public key');
  const section = new SshWriter().uint32(checkInt).uint32(checkInt);
  writePrivate(section, material, jwk);
  section.string(comment);
  for (let pad = 1; section.length % blockSize !== 0; pad++) section.raw(Uint8Array.of(pad));
  return section.bytes();
}

/** The "OPENSSH PRIVATE KEY" file around a (possibly encrypted) private section, wrapped at 70 columns as ssh-keygen writes it. */
export function openSshFile(material: KeyMaterial, envelope: Omit<OpenSshEnvelope, 'publicBlob'>): string {
  const file = new SshWriter()
    .raw(MAGIC)
    .string(envelope.cipher)
    .string(envelope.kdf)
    .string(envelope.kdfOptions)
    .uint32(1)
    .string(sshPublicBlob(material))
    .string(envelope.section);
  return writePem('OPENSSH PRIVATE KEY', file.bytes(), 70);
}

/** An unencrypted "OPENSSH PRIVATE KEY" as ssh-keygen writes it; `checkInt` is random in a real file. */
export function toOpenSshPrivate(material: KeyMaterial, checkInt: number): string {
  return openSshFile(material, { cipher: 'none', kdf: 'none', kdfOptions: new Uint8Array(0), section: openSshSection(material, checkInt, 8) });
}

function writePrivate(writer: SshWriter, material: KeyMaterial, jwk: JsonWebKey) {
  const get = (name: keyof JsonWebKey & string) => fromB64u(jwk[name] as string, name);
  if (material.type === 'RSA') {
    writer.string('ssh-rsa');
    for (const name of ['n', 'e', 'd', 'qi', 'p', 'q'] as const) writer.mpint(get(name));
  } else if (material.type === 'EC') {
    writer.string(sshKeyType(material)).string(SSH_CURVES[curveOf(material)]).string(ecPoint(jwk)).mpint(get('d'));
  } else {
    const x = get('x');
    writer
      .string('ssh-ed25519')
      .string(x)
      .string(Uint8Array.of(...get('d'), ...x));
  }
}
