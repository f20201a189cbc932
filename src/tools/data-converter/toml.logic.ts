import { parse, TomlDate, TomlError } from 'smol-toml';
import { collectTomlComments } from './toml-comments.logic';
import { writtenDates } from './toml-dates.logic';
import {
  DateTimeText,
  failAt,
  failAtLine,
  isMap,
  NoteCounter,
  type Comments,
  type DataMap,
  type DataValue,
  type ReadResult,
  type Written,
} from './model.logic';

/** smol-toml's values in the shared model: dates keep their TOML text, integers beyond 2^53 stay bigint. */
function fromToml(value: unknown, dates: ReadonlyMap<string, string>, found: Set<string>): DataValue {
  if (value instanceof TomlDate) {
    const canonical = value.toISOString();
    found.add(canonical);
    return new DateTimeText(dates.get(canonical) ?? canonical);
  }
  if (Array.isArray(value)) return value.map((item) => fromToml(item, dates, found));
  if (value !== null && typeof value === 'object') {
    const map: DataMap = new Map();
    for (const [key, item] of Object.entries(value)) map.set(key, fromToml(item, dates, found));
    return map;
  }
  return value as DataValue;
}

/** Comments are a courtesy: a line the scanner misreads must never cost the conversion. */
function commentsOf(text: string, root: DataMap): Comments | undefined {
  try {
    return collectTomlComments(text, root);
  } catch {
    return undefined;
  }
}

/** TOML integers are 64-bit signed; a conforming reader must refuse one outside this range. */
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;
const inInt64 = (value: bigint) => value >= INT64_MIN && value <= INT64_MAX;

/** smol-toml reads any integer as a bigint when asked to keep big ones, past 64 bits too. */
function integerBeyond64Bits(value: DataValue): bigint | null {
  if (typeof value === 'bigint') return inInt64(value) ? null : value;
  const children = Array.isArray(value) ? value : isMap(value) ? [...value.values()] : [];
  for (const child of children) {
    const found = integerBeyond64Bits(child);
    if (found !== null) return found;
  }
  return null;
}

/** Where the integer is written, in any of TOML's four bases. */
function integerOffset(text: string, value: bigint): number {
  for (const match of text.matchAll(/[+-]?(?:0x[\dA-Fa-f_]+|0o[0-7_]+|0b[01_]+|\d[\d_]*)/g)) {
    const digits = match[0].replace(/_/g, '');
    const negative = digits.startsWith('-');
    const magnitude = BigInt(digits.replace(/^[+-]/, ''));
    if ((negative ? -magnitude : magnitude) === value) return match.index;
  }
  return 0;
}

export function readToml(text: string): ReadResult {
  try {
    const { spelling, impossible } = writtenDates(text);
    const found = new Set<string>();
    const root = fromToml(parse(text, { integersAsBigInt: 'asNeeded' }), spelling, found);
    // A rolled-over value no literal spells: it was written as a day past its month's end.
    const rolledOver = [...found].flatMap((canonical) => (spelling.has(canonical) ? [] : (impossible.get(canonical) ?? [])));
    const firstRolledOver = rolledOver.sort((a, b) => a.offset - b.offset)[0];
    if (firstRolledOver) return failAt(text, firstRolledOver.offset, firstRolledOver.message);
    const tooBig = integerBeyond64Bits(root);
    if (tooBig !== null) return failAt(text, integerOffset(text, tooBig), `${tooBig} is outside TOML's 64-bit integer range (${INT64_MIN} to ${INT64_MAX})`);
    return { ok: true, documents: [root], comments: isMap(root) ? commentsOf(text, root) : undefined };
  } catch (error) {
    if (error instanceof TomlError) {
      const first = error.message.split('\n')[0] ?? error.message;
      return failAtLine(
        text,
        error.line,
        error.column,
        first.replace(/^Invalid TOML document: /, '').replace(/^./, (letter) => letter.toUpperCase()),
      );
    }
    throw error;
  }
}

const BARE_KEY = /^[A-Za-z0-9_-]+$/;
const tomlKey = (key: string) => (BARE_KEY.test(key) ? key : tomlString(key));
// JSON's escapes are TOML's too; DEL must also be escaped in a TOML basic string.
const tomlString = (text: string) => JSON.stringify(text).replace(/\x7f/g, '\\u007f');

const isTable = (value: DataValue): value is DataMap => isMap(value);
const isTableArray = (value: DataValue): value is DataMap[] => Array.isArray(value) && value.length > 0 && value.every(isTable);

function commentLines(text: string | undefined): string[] {
  return text === undefined ? [] : text.split('\n').map((line) => `#${line}`);
}

class TomlWriter {
  readonly lines: string[] = [];
  readonly notes = new NoteCounter();
  constructor(private readonly comments: Comments | undefined) {}

  inline(value: DataValue): string | null {
    if (value === null) {
      this.notes.add('Left out {n} null value{s}: TOML has no null.');
      return null;
    }
    if (typeof value === 'string') return tomlString(value);
    if (typeof value === 'boolean') return String(value);
    if (typeof value === 'bigint') {
      if (inInt64(value)) return String(value);
      this.notes.add(`Wrote {n} integer{s} outside TOML's 64-bit range as text, keeping every digit (a TOML float would round it).`);
      return tomlString(String(value));
    }
    if (typeof value === 'number') {
      if (Number.isNaN(value)) return 'nan';
      if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
      // A float such as 1e20 prints as 21 digits, which TOML would read as an integer out of its range.
      if (Number.isInteger(value) && Math.abs(value) > Number(INT64_MAX)) return value.toExponential();
      return String(value);
    }
    if (value instanceof DateTimeText) return value.text;
    if (Array.isArray(value)) {
      const items = value.map((item) => this.inline(item)).filter((item): item is string => item !== null);
      return `[${items.join(', ')}]`;
    }
    const entries = [...value].flatMap(([key, item]) => {
      const text = this.inline(item);
      return text === null ? [] : [`${tomlKey(key)} = ${text}`];
    });
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }

  /** A table's body: its plain keys first (TOML requires it), then its sub-tables and arrays of tables. */
  table(map: DataMap, path: string[]): void {
    const byKey = this.comments?.keys.get(map);
    const nested: [string, DataMap | DataMap[]][] = [];
    for (const [key, value] of map) {
      if (isTable(value) || isTableArray(value)) {
        nested.push([key, value]);
        continue;
      }
      const text = this.inline(value);
      if (text === null) continue;
      const found = byKey?.get(key);
      this.lines.push(...commentLines(found?.before), `${tomlKey(key)} = ${text}${found?.after !== undefined ? ` #${found.after}` : ''}`);
    }
    for (const [key, value] of nested) {
      const childPath = [...path, tomlKey(key)];
      const before = commentLines(byKey?.get(key)?.before);
      if (isTableArray(value)) {
        value.forEach((item, index) => {
          this.gap();
          this.lines.push(...(index === 0 ? before : []), `[[${childPath.join('.')}]]`);
          this.table(item, childPath);
        });
      } else {
        // A table that holds only tables needs no header of its own.
        const onlyTables = value.size > 0 && [...value.values()].every((item) => isTable(item) || isTableArray(item));
        if (!onlyTables || before.length) {
          this.gap();
          this.lines.push(...before, `[${childPath.join('.')}]`);
        }
        this.table(value, childPath);
      }
    }
  }

  gap(): void {
    if (this.lines.length && this.lines[this.lines.length - 1] !== '') this.lines.push('');
  }
}

export function writeToml(documents: DataValue[], comments?: Comments): Written | { ok: false; message: string } {
  if (documents.length > 1)
    return { ok: false, message: `TOML holds one document, and this input has ${documents.length}: keep one, or convert to JSON, YAML or JSON Lines.` };
  const root = documents[0] ?? new Map();
  if (!isTable(root))
    return {
      ok: false,
      message: `TOML's top level is a table of keys, and this input's top level is ${Array.isArray(root) ? 'a list' : 'a single value'}: put it under a key.`,
    };
  const writer = new TomlWriter(comments);
  if (comments?.header) writer.lines.push(...commentLines(comments.header), '');
  writer.table(root, []);
  const text = writer.lines.join('\n');
  return { text: text ? `${text}\n` : '', notes: writer.notes.notes() };
}
