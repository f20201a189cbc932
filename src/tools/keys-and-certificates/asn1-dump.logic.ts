import { formatCount } from '@contract/format-number';
import { toHex } from '@/lib/hex';
import { children, oidText, readDer, type Der } from './der.logic';
import { oidName } from './oid-names';

/** Any DER as an indented ASN.1 outline (CyberChef's "Parse ASN.1 hex string"), for what is neither a certificate, a CSR nor a key. */

const UNIVERSAL: Record<number, string> = {
  1: 'BOOLEAN',
  2: 'INTEGER',
  3: 'BIT STRING',
  4: 'OCTET STRING',
  5: 'NULL',
  6: 'OBJECT IDENTIFIER',
  10: 'ENUMERATED',
  12: 'UTF8String',
  16: 'SEQUENCE',
  17: 'SET',
  19: 'PrintableString',
  20: 'T61String',
  22: 'IA5String',
  23: 'UTCTime',
  24: 'GeneralizedTime',
  26: 'VisibleString',
  30: 'BMPString',
};
const STRINGS = new Set([12, 19, 20, 22, 23, 24, 26]);
/** Past this many elements the outline stops: a pasted blob must not make a million lines. */
const MAX_ELEMENTS = 5000;
const MAX_HEX_BYTES = 48;

function tagName(tag: number): string {
  const number = tag & 0x1f;
  if ((tag & 0xc0) === 0x80) return `[${number}]`;
  if ((tag & 0xc0) !== 0) return `${tag & 0x40 ? 'APPLICATION' : 'PRIVATE'} ${number}`;
  return UNIVERSAL[number] ?? `UNIVERSAL ${number}`;
}

const shortHex = (bytes: Uint8Array) =>
  bytes.length > MAX_HEX_BYTES ? `${toHex(bytes.subarray(0, MAX_HEX_BYTES))}… (${formatCount(bytes.length, 'byte', 'bytes')})` : toHex(bytes);

/** The content, when it is DER itself (a key inside a BIT STRING, an extension inside an OCTET STRING). */
function encapsulated(bytes: Uint8Array): Der[] | null {
  if (bytes.length < 2 || (bytes[0] !== 0x30 && bytes[0] !== 0x31)) return null;
  try {
    const inner = children(bytes);
    return inner.length === 1 && inner[0]?.raw.length === bytes.length ? inner : null;
  } catch {
    return null;
  }
}

function valueText(element: Der): string {
  const number = element.tag & 0x1f;
  if (element.tag === 0x05) return '';
  if (element.tag === 0x01) return element.value[0] ? 'TRUE' : 'FALSE';
  if (element.tag === 0x06) {
    const oid = oidText(element.value);
    const name = oidName(oid);
    return name === oid ? oid : `${oid} (${name})`;
  }
  if (element.tag === 0x02 && element.value.length <= 6) return String(element.value.reduce((sum, byte) => sum * 256 + byte, 0));
  if ((element.tag & 0xc0) === 0 && STRINGS.has(number)) return new TextDecoder().decode(element.value);
  if (element.tag === 0x1e)
    return String.fromCharCode(
      ...Array.from({ length: element.value.length >> 1 }, (_, index) => ((element.value[2 * index] ?? 0) << 8) | (element.value[2 * index + 1] ?? 0)),
    );
  return shortHex(element.tag === 0x03 ? element.value.subarray(1) : element.value);
}

export function asn1Outline(der: Uint8Array): { ok: true; text: string } | { ok: false; message: string } {
  const lines: string[] = [];
  const walk = (elements: Der[], depth: number) => {
    for (const element of elements) {
      if (lines.length >= MAX_ELEMENTS) return;
      const indent = '  '.repeat(depth);
      const constructed = (element.tag & 0x20) !== 0;
      if (constructed) {
        const inner = children(element.value);
        lines.push(`${indent}${tagName(element.tag)} (${formatCount(inner.length, 'element', 'elements')})`);
        walk(inner, depth + 1);
        continue;
      }
      const inner =
        element.tag === 0x04 ? encapsulated(element.value) : element.tag === 0x03 && element.value[0] === 0 ? encapsulated(element.value.subarray(1)) : null;
      if (inner) {
        lines.push(`${indent}${tagName(element.tag)}, encapsulating`);
        walk(inner, depth + 1);
        continue;
      }
      const value = valueText(element);
      lines.push(`${indent}${tagName(element.tag)}${value === '' ? '' : ` ${value}`}`);
    }
  };
  try {
    const top = readDer(der);
    walk([top], 0);
    if (top.raw.length < der.length) lines.push(`(${formatCount(der.length - top.raw.length, 'byte', 'bytes')} after the end)`);
    if (lines.length >= MAX_ELEMENTS) lines.push(`(stopped after ${formatCount(MAX_ELEMENTS, 'element', 'elements')})`);
    return { ok: true, text: `${lines.join('\n')}\n` };
  } catch (error) {
    return { ok: false, message: `Could not read the ASN.1: ${error instanceof Error ? error.message : String(error)}.` };
  }
}
