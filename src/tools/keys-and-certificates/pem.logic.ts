import { codec } from '@/lib/base64-codec';

/** One PEM block (RFC 7468) or a bare Base64 / hex body taken as DER. */
export interface PemBlock {
  /** The label between BEGIN and END ("CERTIFICATE"), or null for a body pasted without them. */
  label: string | null;
  headers: Record<string, string>;
  der: Uint8Array;
}

const BLOCK = /-----BEGIN ([A-Z0-9 #]+)-----([\s\S]*?)-----END \1-----/g;

/** Every PEM block in the text, in order; a text with none is read as one bare Base64 (or hex) DER body. */
export function readPemBlocks(text: string): { ok: true; blocks: PemBlock[] } | { ok: false; message: string } {
  const blocks: PemBlock[] = [];
  for (const match of text.matchAll(BLOCK)) {
    const headers: Record<string, string> = {};
    const label = match[1] ?? '';
    const body = (match[2] ?? '').replace(/^\s*([A-Za-z-]+):\s*(.*)$/gm, (_line, name: string, value: string) => {
      headers[name] = value.trim();
      return '';
    });
    const der = decodeBody(body);
    if (!der) return { ok: false, message: `The ${label} block's body is not Base64.` };
    blocks.push({ label, headers, der });
  }
  if (blocks.length > 0) return { ok: true, blocks };
  if (/-----BEGIN /.test(text)) return { ok: false, message: 'A BEGIN line has no matching END line.' };
  // Base64 DER starts with a SEQUENCE; hex may be any ASN.1 (CyberChef's "Parse ASN.1 hex string").
  const base64 = decodeBody(text);
  const der = base64?.[0] === 0x30 ? base64 : decodeHex(text);
  if (!der) return { ok: false, message: 'This is neither PEM nor a Base64 or hex DER body.' };
  return { ok: true, blocks: [{ label: null, headers: {}, der }] };
}

function decodeBody(body: string): Uint8Array | null {
  const compact = body.replace(/\s+/g, '');
  if (compact === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) return null;
  return codec.decode(compact);
}

function decodeHex(text: string): Uint8Array | null {
  const compact = text.replace(/[\s:]+/g, '');
  if (compact === '' || compact.length % 2 !== 0 || !/^[0-9a-fA-F]+$/.test(compact)) return null;
  return Uint8Array.from(compact.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}

/** PEM with lines of 64 characters (RFC 7468), or 70 as ssh-keygen writes its private keys. */
export function writePem(label: string, der: Uint8Array, width = 64): string {
  const body = codec
    .encode(der, false)
    .replace(new RegExp(`.{${width}}`, 'g'), '$&\n')
    .replace(/\n$/, '');
  return `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----\n`;
}
