import { isJsonWhitespace } from '@/lib/json-reindent';

type Expect = 'value' | 'value-or-close' | 'key' | 'key-or-close' | 'colon' | 'comma-or-close' | 'end';

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const HEX4 = /^[0-9a-fA-F]{4}$/;

/** Offset just past a string literal, or the negated offset of the character that breaks it. */
function scanString(text: string, start: number): number {
  let index = start + 1;
  while (index < text.length) {
    const char = text[index] as string;
    if (char === '"') return index + 1;
    if (char.charCodeAt(0) < 0x20) return -index;
    if (char === '\\') {
      const escape = text[index + 1];
      if (escape === 'u') {
        if (!HEX4.test(text.slice(index + 2, index + 6))) return -index;
        index += 6;
      } else if (escape !== undefined && ESCAPES.has(escape)) {
        index += 2;
      } else {
        return -index;
      }
    } else {
      index += 1;
    }
  }
  return -text.length;
}

/**
 * Where JSON text first goes wrong, or null when it is valid. V8 names a position for most
 * errors but not for "Unexpected token", so we find it ourselves to highlight the spot.
 */
export function locateJsonError(text: string): number | null {
  const stack: string[] = [];
  let expect: Expect = 'value';
  let index = 0;
  const afterValue = (): Expect => (stack.length > 0 ? 'comma-or-close' : 'end');

  for (;;) {
    while (index < text.length && isJsonWhitespace(text.charCodeAt(index))) index += 1;
    if (index >= text.length) return expect === 'end' ? null : index;
    const char = text[index];

    if (expect === 'value' || expect === 'value-or-close') {
      if (expect === 'value-or-close' && char === ']') {
        stack.pop();
        index += 1;
        expect = afterValue();
      } else if (char === '{' || char === '[') {
        stack.push(char);
        index += 1;
        expect = char === '{' ? 'key-or-close' : 'value-or-close';
      } else if (char === '"') {
        const end = scanString(text, index);
        if (end <= 0) return -end;
        index = end;
        expect = afterValue();
      } else {
        const literal = ['true', 'false', 'null'].find((word) => text.startsWith(word, index));
        NUMBER.lastIndex = index;
        const number = literal ? null : NUMBER.exec(text);
        const length = literal?.length ?? number?.[0].length ?? 0;
        if (length === 0) return index;
        index += length;
        expect = afterValue();
      }
    } else if (expect === 'key' || expect === 'key-or-close') {
      if (expect === 'key-or-close' && char === '}') {
        stack.pop();
        index += 1;
        expect = afterValue();
      } else if (char === '"') {
        const end = scanString(text, index);
        if (end <= 0) return -end;
        index = end;
        expect = 'colon';
      } else {
        return index;
      }
    } else if (expect === 'colon') {
      if (char !== ':') return index;
      index += 1;
      expect = 'value';
    } else if (expect === 'comma-or-close') {
      const top = stack[stack.length - 1];
      if (char === ',') {
        index += 1;
        expect = top === '{' ? 'key' : 'value';
      } else if (char === (top === '{' ? '}' : ']')) {
        stack.pop();
        index += 1;
        expect = afterValue();
      } else {
        return index;
      }
    } else {
      return index;
    }
  }
}
