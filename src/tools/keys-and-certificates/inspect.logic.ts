import { asn1Outline } from './asn1-dump.logic';
import { checkChain, decodeCertificate, decodeRequest, type ChainLink, type DecodedCertificate, type DecodedRequest } from './certificate.logic';
import type { KeyMaterial } from './key-material.logic';
import { readPemBlocks, type PemBlock } from './pem.logic';
import { KEY_LABELS, readKeyBlock, readKeyText } from './read-key.logic';

/** What a pasted text or dropped file is: certificates (a chain), a CSR, or a key. */
export type Inspection =
  | { ok: true; kind: 'certificates'; certificates: DecodedCertificate[]; links: ChainLink[] }
  | { ok: true; kind: 'request'; request: DecodedRequest }
  | { ok: true; kind: 'key'; material: KeyMaterial; source: string }
  /** DER that is none of those: its ASN.1 outline. */
  | { ok: true; kind: 'asn1'; label: string | null; outline: string }
  | { ok: false; message: string; needsPassphrase?: boolean };

const CERTIFICATE_LABELS = new Set(['CERTIFICATE', 'X509 CERTIFICATE', 'TRUSTED CERTIFICATE']);
const REQUEST_LABELS = new Set(['CERTIFICATE REQUEST', 'NEW CERTIFICATE REQUEST']);

const failure = (action: string, error: unknown): Inspection => ({
  ok: false,
  message: `Could not ${action}: ${error instanceof Error ? error.message.replace(/\.$/, '') : String(error)}.`,
});

export async function inspectText(text: string, passphrase: string): Promise<Inspection | null> {
  if (text.trim() === '') return null;
  const asText = readKeyText(text);
  if (asText) return asText.ok ? { ok: true, kind: 'key', material: asText.material, source: asText.source } : asText;
  const read = readPemBlocks(text);
  if (!read.ok) return { ok: false, message: `Could not read this: ${read.message.replace(/\.$/, '')}.` };
  return inspectBlocks(read.blocks, passphrase);
}

/** A dropped file: PEM text, or DER bytes. */
export async function inspectBytes(bytes: Uint8Array, passphrase: string): Promise<Inspection | null> {
  if (bytes[0] === 0x30) return inspectBlocks([{ label: null, headers: {}, der: bytes }], passphrase);
  return inspectText(new TextDecoder().decode(bytes), passphrase);
}

async function inspectBlocks(blocks: PemBlock[], passphrase: string): Promise<Inspection> {
  const certificates = blocks.filter((block) => block.label !== null && CERTIFICATE_LABELS.has(block.label));
  if (certificates.length > 0) return certificateChain(certificates.map((block) => block.der));
  const request = blocks.find((block) => block.label !== null && REQUEST_LABELS.has(block.label));
  if (request) {
    try {
      return { ok: true, kind: 'request', request: await decodeRequest(request.der) };
    } catch (error) {
      return failure('read the certificate request', error);
    }
  }
  const key = blocks.find((block) => block.label !== null && KEY_LABELS.includes(block.label));
  if (key) return keyOf(key, passphrase);
  const bare = blocks.find((block) => block.label === null);
  if (!bare) return outline(blocks[0]);
  // Bare DER: a certificate, else a request, else a key.
  const asCertificate = await certificateChain([bare.der]);
  if (asCertificate.ok) return asCertificate;
  try {
    return { ok: true, kind: 'request', request: await decodeRequest(bare.der) };
  } catch {
    const asKey = await keyOf(bare, passphrase);
    return asKey.ok ? asKey : outline(bare);
  }
}

function outline(block: PemBlock | undefined): Inspection {
  if (!block) return { ok: false, message: 'Could not read this: there is no PEM block.' };
  const read = asn1Outline(block.der);
  return read.ok ? { ok: true, kind: 'asn1', label: block.label, outline: read.text } : read;
}

async function keyOf(block: PemBlock, passphrase: string): Promise<Inspection> {
  const read = await readKeyBlock(block, passphrase);
  return read.ok ? { ok: true, kind: 'key', material: read.material, source: read.source } : read;
}

async function certificateChain(ders: Uint8Array[]): Promise<Inspection> {
  try {
    const certificates = ders.map((der, index) => {
      try {
        return decodeCertificate(der);
      } catch (error) {
        throw new Error(`certificate ${index + 1}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
    });
    return { ok: true, kind: 'certificates', certificates, links: await checkChain(ders) };
  } catch (error) {
    return failure('read the certificate', error);
  }
}
