import 'reflect-metadata';
import { sha1 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { formatCount, formatNumber } from '@contract/format-number';
import {
  BasicConstraintsExtension,
  ExtendedKeyUsageExtension,
  KeyUsageFlags,
  KeyUsagesExtension,
  Pkcs10CertificateRequest,
  SubjectAlternativeNameExtension,
  X509Certificate,
  type Extension,
} from '@peculiar/x509';
import { codec } from '@/lib/base64-codec';
import { toHex } from '@/lib/hex';
import { oidText, readDer, sequence } from './der.logic';
import { fromSpki, keyBits } from './key-material.logic';
import { oidName } from './oid-names';
import { writePem } from './pem.logic';

/** An X.509 certificate (RFC 5280) or a PKCS#10 request (RFC 2986) as the screen shows it; @peculiar/x509 reads the ASN.1. */

export interface Row {
  name: string;
  value: string;
  critical?: boolean;
}

export interface DecodedCommon {
  subject: string;
  publicKey: string;
  signatureAlgorithm: string;
  subjectAltNames: string[];
  keyUsage: string[];
  extendedKeyUsage: string[];
  basicConstraints: string | null;
  /** The extensions not shown above, by name (or OID when unknown). */
  otherExtensions: Row[];
  spkiPin: string;
}

export interface DecodedCertificate extends DecodedCommon {
  kind: 'certificate';
  issuer: string;
  serial: string;
  notBefore: number;
  notAfter: number;
  selfIssued: boolean;
  sha1: string;
  sha256: string;
  /** The certificate alone, as PEM and as DER hex (CyberChef's "PEM to Hex"), to copy one link out of a chain. */
  pem: string;
  hex: string;
}

export interface DecodedRequest extends DecodedCommon {
  kind: 'request';
  signatureValid: boolean;
  attributes: Row[];
}

const KEY_USAGE_NAMES: [KeyUsageFlags, string][] = [
  [KeyUsageFlags.digitalSignature, 'Digital Signature'],
  [KeyUsageFlags.nonRepudiation, 'Non Repudiation'],
  [KeyUsageFlags.keyEncipherment, 'Key Encipherment'],
  [KeyUsageFlags.dataEncipherment, 'Data Encipherment'],
  [KeyUsageFlags.keyAgreement, 'Key Agreement'],
  [KeyUsageFlags.keyCertSign, 'Certificate Sign'],
  [KeyUsageFlags.cRLSign, 'CRL Sign'],
  [KeyUsageFlags.encipherOnly, 'Encipher Only'],
  [KeyUsageFlags.decipherOnly, 'Decipher Only'],
];
const SHOWN = new Set(['2.5.29.15', '2.5.29.17', '2.5.29.19', '2.5.29.37']);
const SAN_LABELS: Record<string, string> = {
  dns: 'DNS',
  ip: 'IP',
  email: 'Email',
  url: 'URI',
  upn: 'UPN',
  guid: 'GUID',
  id: 'Registered ID',
  dn: 'Directory Name',
};

/** Colon-separated upper-case hex, as `openssl x509 -fingerprint` prints it. */
export const colonHex = (bytes: Uint8Array) => toHex(bytes, ':').toUpperCase();

function describeKey(spki: Uint8Array): string {
  try {
    const key = fromSpki(spki);
    return key.type === 'RSA' ? `RSA ${formatNumber(keyBits(key))} bits` : key.type === 'EC' ? `EC ${key.publicJwk.crv}` : 'Ed25519';
  } catch {
    const [algorithm] = sequence(spki, 'The public key', 1);
    return oidName(oidText(readDer(algorithm.value).value));
  }
}

/** The outer signature algorithm: the second element of a certificate or request. */
function signatureAlgorithmOf(raw: Uint8Array): string {
  const [, algorithm] = sequence(raw, 'The certificate', 2);
  return oidName(oidText(readDer(algorithm.value).value));
}

function extensionValue(extension: Extension): string {
  try {
    const text = extension.toString('text');
    const lines = text
      .split('\n')
      .slice(1)
      .map((line) => line.trim())
      .filter(Boolean);
    return lines.map((line) => line.replace(/\b(\d+(?:\.\d+){3,})\b/g, (oid) => (oidName(oid) === oid ? oid : `${oidName(oid)} (${oid})`))).join('; ');
  } catch {
    return toHex(new Uint8Array(extension.value));
  }
}

function common(extensions: Extension[], subject: string, spki: Uint8Array, raw: Uint8Array): DecodedCommon {
  const find = <T extends Extension>(type: new (raw: BufferSource) => T, oid: string) => {
    const found = extensions.find((extension) => extension.type === oid);
    return found && new type(found.rawData);
  };
  const san = find(SubjectAlternativeNameExtension, '2.5.29.17');
  const keyUsage = find(KeyUsagesExtension, '2.5.29.15');
  const eku = find(ExtendedKeyUsageExtension, '2.5.29.37');
  const basic = find(BasicConstraintsExtension, '2.5.29.19');
  const critical = (oid: string) => (extensions.find((extension) => extension.type === oid)?.critical ? ' (critical)' : '');
  return {
    subject,
    publicKey: describeKey(spki),
    signatureAlgorithm: signatureAlgorithmOf(raw),
    subjectAltNames: san?.names.items.map((name) => `${SAN_LABELS[name.type] ?? name.type}: ${name.value}`) ?? [],
    keyUsage: keyUsage ? KEY_USAGE_NAMES.filter(([flag]) => keyUsage.usages & flag).map(([, name]) => name) : [],
    extendedKeyUsage: eku?.usages.map((usage) => oidName(String(usage))) ?? [],
    basicConstraints: basic
      ? `${basic.ca ? 'CA' : 'Not a CA'}${basic.ca && basic.pathLength !== undefined ? `, path length ${basic.pathLength}` : ''}${critical('2.5.29.19')}`
      : null,
    otherExtensions: extensions
      .filter((extension) => !SHOWN.has(extension.type))
      .map((extension) => ({ name: oidName(extension.type), value: extensionValue(extension), critical: extension.critical })),
    spkiPin: codec.encode(sha256(spki), false),
  };
}

export function decodeCertificate(der: Uint8Array): DecodedCertificate {
  const certificate = new X509Certificate(new Uint8Array(der));
  const spki = new Uint8Array(certificate.publicKey.rawData);
  return {
    kind: 'certificate',
    ...common(certificate.extensions, certificate.subject, spki, der),
    issuer: certificate.issuer,
    serial: colonHex(Uint8Array.from(certificate.serialNumber.match(/../g) ?? [], (pair) => parseInt(pair, 16))),
    notBefore: certificate.notBefore.getTime(),
    notAfter: certificate.notAfter.getTime(),
    selfIssued: certificate.subject === certificate.issuer,
    sha1: colonHex(sha1(der)),
    sha256: colonHex(sha256(der)),
    pem: writePem('CERTIFICATE', der),
    hex: toHex(der),
  };
}

export async function decodeRequest(der: Uint8Array): Promise<DecodedRequest> {
  const request = new Pkcs10CertificateRequest(new Uint8Array(der));
  const spki = new Uint8Array(request.publicKey.rawData);
  return {
    kind: 'request',
    ...common(request.extensions, request.subject, spki, der),
    signatureValid: await request.verify().catch(() => false),
    attributes: request.attributes
      .filter((attribute) => attribute.type !== '1.2.840.113549.1.9.14')
      .map((attribute) => ({ name: oidName(attribute.type), value: attribute.values.map((value) => toHex(new Uint8Array(value))).join(', ') })),
  };
}

export interface ChainLink {
  /** Whether this certificate's issuer is the next one (or itself, for the last, self-signed one) and its signature verifies. */
  ok: boolean;
  message: string;
}

/** Each certificate checked against the next in the pasted order: the names must match and the next one's key must verify its signature. */
export async function checkChain(ders: Uint8Array[]): Promise<ChainLink[]> {
  const certificates = ders.map((der) => new X509Certificate(new Uint8Array(der)));
  return Promise.all(
    certificates.map(async (certificate, index): Promise<ChainLink> => {
      const next = certificates[index + 1];
      const position = `Certificate ${index + 1}`;
      if (!next) {
        if (certificate.subject !== certificate.issuer)
          return { ok: false, message: `${position}: its issuer, ${certificate.issuer}, is not in the pasted chain.` };
        const verifies = await certificate.verify({ signatureOnly: true }).catch(() => false);
        return verifies
          ? { ok: true, message: `${position} is self-signed and its own signature verifies.` }
          : { ok: false, message: `${position} names itself as issuer but its signature does not verify with its own key.` };
      }
      if (certificate.issuer !== next.subject) {
        return {
          ok: false,
          message: `${position}: the chain breaks here: its issuer, ${certificate.issuer}, is not the next certificate's subject, ${next.subject}.`,
        };
      }
      const verifies = await certificate.verify({ publicKey: next.publicKey, signatureOnly: true }).catch(() => false);
      return verifies
        ? { ok: true, message: `${position} is signed by certificate ${index + 2}: the names match and the signature verifies.` }
        : { ok: false, message: `${position}: the chain breaks here: certificate ${index + 2}'s key does not verify its signature.` };
    }),
  );
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

function span(ms: number): string {
  const days = Math.floor(ms / DAY);
  const hours = Math.floor((ms % DAY) / HOUR);
  if (days > 0) return `${formatCount(days, 'day', 'days')}, ${formatCount(hours, 'hour', 'hours')}`;
  const minutes = Math.floor((ms % HOUR) / 60_000);
  return `${formatCount(hours, 'hour', 'hours')}, ${formatCount(minutes, 'minute', 'minutes')}`;
}

/** Where `now` falls in the validity period, worded for the countdown. */
export function validityStatus(
  certificate: Pick<DecodedCertificate, 'notBefore' | 'notAfter'>,
  now: number,
): { state: 'valid' | 'expired' | 'not-yet'; text: string } {
  if (now < certificate.notBefore) return { state: 'not-yet', text: `Not valid yet: valid in ${span(certificate.notBefore - now)}.` };
  if (now >= certificate.notAfter) return { state: 'expired', text: `Expired ${span(now - certificate.notAfter)} ago.` };
  return { state: 'valid', text: `Valid: expires in ${span(certificate.notAfter - now)}.` };
}
