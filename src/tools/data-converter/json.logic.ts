import { DateTimeText, failAt, integerValue, isMap, NoteCounter, type DataValue, type ReadResult, type Written } from './model.logic';

/** Deeper nesting than this is refused with a message rather than overflowing the stack. */
export const MAX_DEPTH = 2000;

class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);
const describe = (text: string, offset: number) =>
  offset >= text.length ? 'the input ends too early' : `unexpected ${JSON.stringify(String.fromCodePoint(text.codePointAt(offset) ?? 0))}`;

/**
 * A strict JSON parser (RFC 8259) into the shared model: object keys keep their order (in a Map),
 * integers beyond 2^53 become bigint, and a mistake is reported at its offset.
 */
class JsonReader {
  offset = 0;
  constructor(private readonly text: string) {}

  fail(message: string, offset = this.offset): never {
    throw new JsonSyntaxError(message, offset);
  }

  skipSpace(): void {
    const { text } = this;
    while (this.offset < text.length && WHITESPACE.has(text.charCodeAt(this.offset))) this.offset += 1;
  }

  document(): DataValue {
    this.skipSpace();
    if (this.offset >= this.text.length) this.fail('Expected a JSON value but the input is empty');
    const value = this.value(0);
    this.skipSpace();
    if (this.offset < this.text.length) this.fail(`Expected the end of the input, found ${describe(this.text, this.offset).replace('unexpected ', '')}`);
    return value;
  }

  value(depth: number): DataValue {
    if (depth > MAX_DEPTH) this.fail(`Nested deeper than ${MAX_DEPTH} levels`);
    const code = this.text.charCodeAt(this.offset);
    if (code === 0x7b) return this.object(depth);
    if (code === 0x5b) return this.array(depth);
    if (code === 0x22) return this.string();
    if (code === 0x2d || (code >= 0x30 && code <= 0x39)) return this.number();
    if (this.text.startsWith('true', this.offset)) return this.word(4, true);
    if (this.text.startsWith('false', this.offset)) return this.word(5, false);
    if (this.text.startsWith('null', this.offset)) return this.word(4, null);
    return this.fail(`Expected a value, ${describe(this.text, this.offset)}`);
  }

  word<T>(length: number, value: T): T {
    this.offset += length;
    return value;
  }

  object(depth: number): DataValue {
    const map = new Map<string, DataValue>();
    this.offset += 1;
    this.skipSpace();
    if (this.text.charCodeAt(this.offset) === 0x7d) {
      this.offset += 1;
      return map;
    }
    for (;;) {
      this.skipSpace();
      if (this.text.charCodeAt(this.offset) !== 0x22) this.fail(`Expected a key in double quotes, ${describe(this.text, this.offset)}`);
      const key = this.string();
      this.skipSpace();
      if (this.text.charCodeAt(this.offset) !== 0x3a) this.fail(`Expected ":" after the key, ${describe(this.text, this.offset)}`);
      this.offset += 1;
      this.skipSpace();
      map.set(key, this.value(depth + 1));
      this.skipSpace();
      const next = this.text.charCodeAt(this.offset);
      this.offset += 1;
      if (next === 0x7d) return map;
      if (next !== 0x2c) this.fail(`Expected "," or "}", ${describe(this.text, this.offset - 1)}`, this.offset - 1);
    }
  }

  array(depth: number): DataValue {
    const items: DataValue[] = [];
    this.offset += 1;
    this.skipSpace();
    if (this.text.charCodeAt(this.offset) === 0x5d) {
      this.offset += 1;
      return items;
    }
    for (;;) {
      this.skipSpace();
      items.push(this.value(depth + 1));
      this.skipSpace();
      const next = this.text.charCodeAt(this.offset);
      this.offset += 1;
      if (next === 0x5d) return items;
      if (next !== 0x2c) this.fail(`Expected "," or "]", ${describe(this.text, this.offset - 1)}`, this.offset - 1);
    }
  }

  string(): string {
    const { text } = this;
    const start = this.offset + 1;
    let index = start;
    // Fast path: no escapes, so the string is a slice of the input.
    for (;;) {
      const code = text.charCodeAt(index);
      if (code === 0x22) {
        this.offset = index + 1;
        return text.slice(start, index);
      }
      if (code === 0x5c || Number.isNaN(code) || code < 0x20) break;
      index += 1;
    }
    let result = text.slice(start, index);
    for (;;) {
      const code = text.charCodeAt(index);
      if (Number.isNaN(code)) this.fail('This string is not closed: a double quote is missing', start - 1);
      if (code === 0x22) break;
      if (code < 0x20) this.fail('A control character (such as a line break) must be escaped inside a string', index);
      if (code !== 0x5c) {
        const run = index;
        while (index < text.length && text.charCodeAt(index) !== 0x22 && text.charCodeAt(index) !== 0x5c && text.charCodeAt(index) >= 0x20) index += 1;
        result += text.slice(run, index);
        continue;
      }
      const escape = text[index + 1];
      const simple: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
      if (escape !== undefined && escape in simple) {
        result += simple[escape];
        index += 2;
      } else if (escape === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(index + 2, index + 6))) {
        result += String.fromCharCode(parseInt(text.slice(index + 2, index + 6), 16));
        index += 6;
      } else this.fail(`"\\${escape ?? ''}" is not a JSON escape`, index);
    }
    this.offset = index + 1;
    return result;
  }

  number(): number | bigint {
    const { text } = this;
    const start = this.offset;
    let index = start;
    let integer = true;
    const digits = () => {
      const from = index;
      while (text.charCodeAt(index) >= 0x30 && text.charCodeAt(index) <= 0x39) index += 1;
      return index - from;
    };
    if (text.charCodeAt(index) === 0x2d) index += 1;
    const leadingZero = text.charCodeAt(index) === 0x30;
    const count = digits();
    if (count === 0) this.fail(`Expected a digit, ${describe(text, index)}`, index);
    if (leadingZero && count > 1) this.fail('A number may not start with 0', start);
    if (text.charCodeAt(index) === 0x2e) {
      integer = false;
      index += 1;
      if (digits() === 0) this.fail(`Expected a digit after the decimal point, ${describe(text, index)}`, index);
    }
    const exponent = text.charCodeAt(index);
    if (exponent === 0x65 || exponent === 0x45) {
      integer = false;
      index += 1;
      if (text[index] === '+' || text[index] === '-') index += 1;
      if (digits() === 0) this.fail(`Expected a digit in the exponent, ${describe(text, index)}`, index);
    }
    this.offset = index;
    const source = text.slice(start, index);
    return integer ? integerValue(source) : Number(source);
  }
}

export function readJson(text: string): ReadResult {
  const reader = new JsonReader(text);
  try {
    return { ok: true, documents: [reader.document()] };
  } catch (error) {
    if (error instanceof JsonSyntaxError) return failAt(text, error.offset, error.message);
    throw error;
  }
}

/** JSON Lines: one JSON value per line; blank lines are skipped. */
export function readJsonLines(text: string): ReadResult {
  const documents: DataValue[] = [];
  let start = 0;
  while (start <= text.length) {
    const end = text.indexOf('\n', start);
    const stop = end === -1 ? text.length : end;
    const line = text.slice(start, stop);
    if (line.trim() !== '') {
      const reader = new JsonReader(line);
      try {
        documents.push(reader.document());
      } catch (error) {
        if (error instanceof JsonSyntaxError) return failAt(text, start + error.offset, error.message);
        throw error;
      }
    }
    start = stop + 1;
  }
  return { ok: true, documents, asList: true };
}

/** Writes the model as JSON, `indent` spaces per level (0: one line). Non-finite numbers, which JSON has not, become null. */
export function writeJsonValue(value: DataValue, indent: number, notes: NoteCounter): string {
  const parts: string[] = [];
  const pad = indent > 0 ? ' '.repeat(indent) : '';
  const write = (node: DataValue, prefix: string) => {
    if (node === null || typeof node === 'boolean') parts.push(String(node));
    else if (typeof node === 'bigint') parts.push(node.toString());
    else if (typeof node === 'number') {
      if (Number.isFinite(node)) parts.push(Object.is(node, -0) ? '0' : String(node));
      else {
        notes.add('Wrote {n} infinite or NaN number{s} as null: JSON has no such numbers.');
        parts.push('null');
      }
    } else if (typeof node === 'string') parts.push(JSON.stringify(node));
    else if (node instanceof DateTimeText) parts.push(JSON.stringify(node.text));
    else {
      const entries: [string | null, DataValue][] = isMap(node) ? [...node] : node.map((item) => [null, item]);
      const [open, close] = isMap(node) ? ['{', '}'] : ['[', ']'];
      if (entries.length === 0) {
        parts.push(open + close);
        return;
      }
      const inner = prefix + pad;
      parts.push(open);
      entries.forEach(([key, item], index) => {
        if (index > 0) parts.push(',');
        if (indent > 0) parts.push('\n', inner);
        if (key !== null) parts.push(JSON.stringify(key), indent > 0 ? ': ' : ':');
        write(item, inner);
      });
      if (indent > 0) parts.push('\n', prefix);
      parts.push(close);
    }
  };
  write(value, '');
  return parts.join('');
}

export function writeJson(documents: DataValue[], indent: number): Written {
  const notes = new NoteCounter();
  const value = documents.length === 1 ? (documents[0] ?? null) : documents;
  const text = writeJsonValue(value, indent, notes);
  const extra = documents.length > 1 ? [`The ${documents.length} documents became one JSON array.`] : [];
  return { text: `${text}\n`, notes: [...extra, ...notes.notes()] };
}

/** One line per document; a single array is written one item per line. */
export function writeJsonLines(documents: DataValue[]): Written {
  const notes = new NoteCounter();
  const only = documents[0];
  const items = documents.length === 1 && Array.isArray(only) ? only : documents;
  const text = items.map((item) => writeJsonValue(item, 0, notes)).join('\n');
  return { text: items.length ? `${text}\n` : '', notes: notes.notes() };
}
