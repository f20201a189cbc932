import { isJsonWhitespace } from './json-reindent';

/**
 * One pass over JSON text for what JSON.parse hides: where exactly the text goes wrong (V8 names no
 * position for some errors), object keys written twice (JSON.parse keeps the last silently), and
 * numbers a double cannot hold (JSON.parse rounds them silently). The JSON Beautifier asks it where
 * an error is; JSON Diff reads its whole report.
 */

/** How many examples of duplicate keys and imprecise numbers a report keeps. */
const EXAMPLES = 5;

export interface DuplicateKey {
  key: string;
  /** Offset of the second occurrence. */
  offset: number;
}

export interface ScanReport {
  /** Integer literals beyond ±2^53 − 1: kept exact as BigInt. */
  bigIntegers: number;
  /** Literals a double cannot hold (more than 17 significant digits, or out of range): the first few, as written. */
  impreciseNumbers: string[];
  impreciseCount: number;
  duplicateKeys: DuplicateKey[];
  duplicateCount: number;
}

export type ScanResult = { ok: true; report: ScanReport } | { ok: false; offset: number; message: string };

type Expect = 'value' | 'value-or-close' | 'key' | 'key-or-close' | 'colon' | 'comma-or-close' | 'end';

const EXPECTED: Record<Expect, string> = {
  value: 'Expected a value',
  'value-or-close': "Expected a value or ']'",
  key: 'Expected a property name in double quotes',
  'key-or-close': "Expected a property name in double quotes or '}'",
  colon: "Expected ':' after the property name",
  'comma-or-close': "Expected ',' or a closing bracket",
  end: 'Unexpected text after the JSON value',
};

const expected = (expect: Expect, close: string | undefined) => (expect === 'comma-or-close' ? `Expected ',' or '${close ?? ']'}'` : EXPECTED[expect]);

const NUMBER = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const HEX4 = /^[0-9a-fA-F]{4}$/;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** Offset just past a string literal, or a failure naming what breaks it. */
function scanString(text: string, start: number): number | { offset: number; message: string } {
  let index = start + 1;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (code === 34) return index + 1;
    if (code < 0x20) return { offset: index, message: 'A control character (such as a line break) inside a string must be escaped' };
    if (code === 92) {
      const escape = text[index + 1];
      if (escape === 'u' && HEX4.test(text.slice(index + 2, index + 6))) index += 6;
      else if (escape !== undefined && ESCAPES.has(escape)) index += 2;
      else return { offset: index, message: 'Invalid escape sequence in a string' };
    } else {
      index += 1;
    }
  }
  return { offset: start, message: 'This string is never closed' };
}

/** Significant digits of a number literal: its digits without sign, leading and trailing zeros. */
function significantDigits(literal: string): number {
  const mantissa = literal
    .replace(/^-/, '')
    .replace(/[eE].*$/, '')
    .replace('.', '');
  return mantissa.replace(/^0+/, '').replace(/0+$/, '').length;
}

export interface ScanOptions {
  /** Deeper nesting than this fails with a message (a reader that recurses once per level needs a bound). */
  maxDepth?: number;
}

/** Accepts exactly what JSON.parse accepts, apart from a leading byte-order mark, which is skipped. */
export function scanJson(text: string, { maxDepth = Infinity }: ScanOptions = {}): ScanResult {
  const report: ScanReport = { bigIntegers: 0, impreciseNumbers: [], impreciseCount: 0, duplicateKeys: [], duplicateCount: 0 };
  const stack: { close: '}' | ']'; keys: Set<string> | null }[] = [];
  let expect: Expect = 'value';
  // A byte-order mark (files saved by some Windows editors) is not part of the document.
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const afterValue = (): Expect => (stack.length > 0 ? 'comma-or-close' : 'end');
  const fail = (message: string, offset = index): ScanResult => ({ ok: false, offset, message });

  for (;;) {
    while (index < text.length && isJsonWhitespace(text.charCodeAt(index))) index += 1;
    const top = stack[stack.length - 1];
    if (index >= text.length) return expect === 'end' ? { ok: true, report } : fail(`${expected(expect, top?.close)}, but the text ends`);
    const char = text[index] as string;

    if (expect === 'value' || expect === 'value-or-close') {
      if (char === ']' && expect === 'value-or-close') {
        stack.pop();
        index += 1;
        expect = afterValue();
      } else if (char === '{' || char === '[') {
        if (stack.length >= maxDepth) return fail(`The document nests deeper than ${maxDepth} levels`);
        stack.push({ close: char === '{' ? '}' : ']', keys: char === '{' ? new Set() : null });
        index += 1;
        expect = char === '{' ? 'key-or-close' : 'value-or-close';
      } else if (char === '"') {
        const end = scanString(text, index);
        if (typeof end !== 'number') return fail(end.message, end.offset);
        index = end;
        expect = afterValue();
      } else {
        const literal = ['true', 'false', 'null'].find((word) => text.startsWith(word, index));
        NUMBER.lastIndex = index;
        const number = literal ? null : NUMBER.exec(text);
        if (!literal && !number) return fail(EXPECTED[expect]);
        if (number) noteNumber(number, report);
        index += (literal ?? (number as RegExpExecArray)[0]).length;
        expect = afterValue();
      }
    } else if (expect === 'key' || expect === 'key-or-close') {
      if (char === '}' && expect === 'key-or-close') {
        stack.pop();
        index += 1;
        expect = afterValue();
      } else if (char === '"') {
        const end = scanString(text, index);
        if (typeof end !== 'number') return fail(end.message, end.offset);
        const raw = text.slice(index, end);
        const key = raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1);
        if (top?.keys?.has(key)) {
          report.duplicateCount += 1;
          if (report.duplicateKeys.length < EXAMPLES) report.duplicateKeys.push({ key, offset: index });
        }
        top?.keys?.add(key);
        index = end;
        expect = 'colon';
      } else {
        return fail(EXPECTED[expect]);
      }
    } else if (expect === 'colon') {
      if (char !== ':') return fail(EXPECTED.colon);
      index += 1;
      expect = 'value';
    } else if (expect === 'comma-or-close') {
      if (char === ',') {
        index += 1;
        expect = top?.close === '}' ? 'key' : 'value';
      } else if (char === top?.close) {
        stack.pop();
        index += 1;
        expect = afterValue();
      } else {
        return fail(expected(expect, top?.close));
      }
    } else {
      return fail(EXPECTED.end);
    }
  }
}

function noteNumber(match: RegExpExecArray, report: ScanReport): void {
  const literal = match[0];
  const integer = match[1] === undefined && match[2] === undefined;
  // 15 digits always fit a double exactly; only longer literals need a closer look.
  if (literal.length < 16 && Number.isFinite(Number(literal))) return;
  if (integer) {
    const value = BigInt(literal);
    if (value > MAX_SAFE || value < -MAX_SAFE) report.bigIntegers += 1;
    return;
  }
  if (significantDigits(literal) > 17 || !Number.isFinite(Number(literal))) {
    report.impreciseCount += 1;
    if (report.impreciseNumbers.length < EXAMPLES) report.impreciseNumbers.push(literal);
  }
}
