import { positionAt, type SourcePosition } from '@contract/position';
import { scanJson, type ScanReport } from '@/lib/json-scan';

/** Deeper nesting than this is refused with a message: the diff recurses once per level. */
export const MAX_DEPTH = 1_000;

/** A parsed JSON value; integers beyond ±2^53 − 1 are BigInt, so they compare and print exactly. */
export type JsonValue = null | boolean | number | bigint | string | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

export type ParsedJson = { ok: true; value: JsonValue; report: ScanReport } | { ok: false; message: string; position: SourcePosition | null };

/**
 * Big integers travel through JSON.parse and JSON.stringify as strings with this prefix. The NUL makes a
 * clash with real data all but impossible, and it is checked: text that holds the marker is parsed without it.
 */
const BIG_MARK = '\u0000devdeck-bigint:';
const BIG_MARK_ESCAPED = '\\u0000devdeck-bigint:';
/** A string (skipped whole) or a whole integer literal of 16 digits or more (not part of a fraction or an exponent). */
const BIG_INTEGER_LITERAL = /"(?:[^"\\]|\\.)*"|(?<![\d.eE+-])-?\d{16,}(?![.\deE])/g;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

export function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Sets an own member, even one named "__proto__" (plain assignment would change the prototype instead). */
export function setMember(target: JsonObject, key: string, value: JsonValue): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  else target[key] = value;
}

export function hasMember(target: JsonObject, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(target, key);
}

/** Parses JSON text: a sentence and its position when it is not JSON, else the value with big integers kept exact. */
export function parseJson(text: string, what = 'The JSON'): ParsedJson {
  if (text.trim() === '') return { ok: false, message: `${what} is empty.`, position: null };
  const scan = scanJson(text, { maxDepth: MAX_DEPTH });
  if (!scan.ok) {
    const found = scan.offset < text.length ? ` (found ${JSON.stringify(text.slice(scan.offset, scan.offset + 12))})` : '';
    // The pane marks the place and writes its line and column under the message, so the message leaves them out.
    return { ok: false, message: `${what} is not valid: ${scan.message}${found}.`, position: positionAt(text, scan.offset) };
  }
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const value = scan.report.bigIntegers > 0 && !source.includes(BIG_MARK_ESCAPED) ? parseWithBigIntegers(source) : (JSON.parse(source) as JsonValue);
  return { ok: true, value, report: scan.report };
}

function parseWithBigIntegers(text: string): JsonValue {
  return JSON.parse(markBigIntegers(text, BIG_INTEGER_LITERAL), reviveBigInteger) as JsonValue;
}

/**
 * The text with each integer literal beyond ±2^53 − 1 that `literals` finds turned into a marked string
 * (what `reviveBigInteger` turns back into a BigInt); the pattern's other matches (strings, comments,
 * names) are left as they are. Text that already holds the marker is left whole.
 */
export function markBigIntegers(text: string, literals: RegExp): string {
  if (text.includes(BIG_MARK_ESCAPED)) return text;
  return text.replace(literals, (token) => {
    if (!/^[+-]?\d+$/.test(token)) return token;
    const value = BigInt(token);
    return value > MAX_SAFE || value < -MAX_SAFE ? `"${BIG_MARK_ESCAPED}${token.replace(/^\+/, '')}"` : token;
  });
}

/** A reviver for JSON.parse and JSON5.parse: a marked string becomes its BigInt again. */
export function reviveBigInteger(_key: string, value: unknown): unknown {
  return typeof value === 'string' && value.startsWith(BIG_MARK) ? BigInt(value.slice(BIG_MARK.length)) : value;
}

/** JSON text of a value, big integers written out in full. */
export function stringifyJson(value: JsonValue | undefined, indent: number | string = 2): string {
  let hasBig = false;
  const text = JSON.stringify(
    value,
    (_key, item: unknown) => {
      if (typeof item !== 'bigint') return item;
      hasBig = true;
      return `${BIG_MARK}${item}`;
    },
    indent,
  );
  return hasBig ? text.replace(/"\\u0000devdeck-bigint:(-?\d+)"/g, '$1') : text;
}

/** JSON equality as RFC 6902's "test" defines it: numbers by value, objects by members whatever their order, arrays in order. */
export function jsonEqual(left: JsonValue | undefined, right: JsonValue | undefined): boolean {
  if (left === right) return true;
  if (typeof left === 'bigint' || typeof right === 'bigint') return numericEqual(left, right);
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  if (Array.isArray(left) || Array.isArray(right)) {
    if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length) return false;
    return left.every((item, index) => jsonEqual(item, right[index]));
  }
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => hasMember(right, key) && jsonEqual(left[key], right[key]));
}

function numericEqual(left: JsonValue | undefined, right: JsonValue | undefined): boolean {
  const asBig = (value: JsonValue | undefined) =>
    typeof value === 'bigint' ? value : typeof value === 'number' && Number.isInteger(value) ? BigInt(value) : undefined;
  const [a, b] = [asBig(left), asBig(right)];
  return a !== undefined && a === b;
}

/** A text equal for equal JSON values (keys sorted, numbers normalised), to match array items in linear time. */
export function canonicalText(value: JsonValue): string {
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return JSON.stringify(value);
  if (typeof value === 'number') return String(value);
  return stringifyJson(sortKeys(value), 0);
}

function sortKeys(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (!isObject(value)) return typeof value === 'bigint' && value >= -MAX_SAFE && value <= MAX_SAFE ? Number(value) : value;
  const sorted: JsonObject = {};
  for (const key of Object.keys(value).sort()) setMember(sorted, key, sortKeys(value[key] as JsonValue));
  return sorted;
}

/** A deep copy; structuredClone keeps BigInt and own "__proto__" members. */
export function cloneJson<T extends JsonValue>(value: T): T {
  return structuredClone(value);
}
