/**
 * The DER glue the key formats need (RFC 5208, RFC 3447 A.1, RFC 5915, RFC 8018 A): read a tag-length-value and its
 * children, and write one. Only the format around keys is done here; every cryptographic step is WebCrypto's or noble's.
 */

export interface Der {
  tag: number;
  /** The content octets. */
  value: Uint8Array;
  /** The whole element, tag and length included. */
  raw: Uint8Array;
}

export class DerError extends Error {}

/** Reads the element at `offset`; throws DerError on a truncated or indefinite length. */
export function readDer(bytes: Uint8Array, offset = 0): Der {
  if (offset + 2 > bytes.length) throw new DerError('the DER data ends early');
  const tag = bytes[offset] ?? 0;
  let length = bytes[offset + 1] ?? 0;
  let start = offset + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 4) throw new DerError('a DER length is not definite');
    length = 0;
    for (let index = 0; index < count; index++) length = length * 256 + (bytes[start + index] ?? 0);
    start += count;
  }
  if (start + length > bytes.length) throw new DerError('the DER data ends early');
  return { tag, value: bytes.subarray(start, start + length), raw: bytes.subarray(offset, start + length) };
}

/** The elements inside a constructed element's content. */
export function children(value: Uint8Array): Der[] {
  const found: Der[] = [];
  for (let offset = 0; offset < value.length;) {
    const element = readDer(value, offset);
    found.push(element);
    offset += element.raw.length;
  }
  return found;
}

type Tuple<N extends number, R extends Der[] = []> = R['length'] extends N ? R : Tuple<N, [...R, Der]>;

/** The children of a SEQUENCE, checking its tag and that it has at least `count` of them. */
export function sequence<N extends number = 0>(bytes: Uint8Array, what: string, count?: N): [...Tuple<N>, ...Der[]] {
  const element = readDer(bytes);
  if (element.tag !== 0x30) throw new DerError(`${what} is not a DER SEQUENCE`);
  const found = children(element.value);
  if (found.length < (count ?? 0)) throw new DerError(`${what} has too few fields`);
  return found as [...Tuple<N>, ...Der[]];
}

export function der(tag: number, ...parts: Uint8Array[]): Uint8Array {
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  const head =
    length < 0x80
      ? [tag, length]
      : length < 0x100
        ? [tag, 0x81, length]
        : length < 0x10000
          ? [tag, 0x82, length >> 8, length & 0xff]
          : [tag, 0x83, length >> 16, (length >> 8) & 0xff, length & 0xff];
  const out = new Uint8Array(head.length + length);
  out.set(head);
  let offset = head.length;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export const derSequence = (...parts: Uint8Array[]) => der(0x30, ...parts);
export const derOctets = (bytes: Uint8Array) => der(0x04, bytes);
export const derBits = (bytes: Uint8Array) => der(0x03, new Uint8Array([0]), bytes);
export const derNull = () => new Uint8Array([0x05, 0x00]);
export const derSmallInteger = (value: number) => der(0x02, new Uint8Array([value]));

/** An OID's dotted text from its content octets. */
export function oidText(value: Uint8Array): string {
  const parts: number[] = [];
  let current = 0;
  for (const byte of value) {
    current = current * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) {
      parts.push(current);
      current = 0;
    }
  }
  const [first = 0, ...rest] = parts;
  const head = first < 40 ? [0, first] : first < 80 ? [1, first - 40] : [2, first - 80];
  return [...head, ...rest].join('.');
}

export function derOid(dotted: string): Uint8Array {
  const [a = 0, b = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [a * 40 + b];
  for (const part of rest) {
    const groups = [part & 0x7f];
    for (let value = Math.floor(part / 128); value > 0; value = Math.floor(value / 128)) groups.unshift((value & 0x7f) | 0x80);
    bytes.push(...groups);
  }
  return der(0x06, new Uint8Array(bytes));
}

/** A BIT STRING's bits, without its unused-bits octet. */
export const bitsOf = (element: Der) => element.value.subarray(1);
