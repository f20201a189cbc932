import { integerValue, type DataMap, type DataValue } from './model.logic';

/**
 * A fast reader for the plain block YAML that machines write (kubectl, our own writer): block maps and
 * lists, one-line plain or quoted scalars, `[]` and `{}`. It gives up (null) at anything else: comments,
 * anchors, tags, flow collections, block scalars, multi-line scalars, several documents, duplicate keys,
 * tabs. The `yaml` package then reads the text, keeping comments and reporting errors; this path only
 * exists because that package reads about 1 MB/s, and its answers are the same (a property test compares them).
 */
class GiveUp extends Error {}
const giveUp = (): never => {
  throw new GiveUp();
};

interface Line {
  indent: number;
  content: string;
}

// The YAML 1.2 core schema, exactly as the yaml package resolves plain scalars.
const NULL = /^(?:~|[Nn]ull|NULL)?$/;
const TRUE = /^(?:[Tt]rue|TRUE)$/;
const FALSE = /^(?:[Ff]alse|FALSE)$/;
const DECIMAL = /^[-+]?[0-9]+$/;
const OCTAL = /^0o[0-7]+$/;
const HEX = /^0x[0-9a-fA-F]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/;
const SPECIAL_FLOAT = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
// Characters that may not start a plain scalar here (indicators), and text this reader leaves to the full parser.
const PLAIN_START = /^[^-?:,[\]{}#&*!|>'"%@`\s]|^[-?:][^\s]/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
const UNSUPPORTED = /[\t\r\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\ufeff\u2028\u2029]/;

export function resolvePlain(text: string): DataValue {
  if (NULL.test(text)) return null;
  if (TRUE.test(text)) return true;
  if (FALSE.test(text)) return false;
  if (DECIMAL.test(text)) return integerValue(text.startsWith('+') ? text.slice(1) : text);
  if (OCTAL.test(text)) return integerValue(BigInt(text).toString());
  if (HEX.test(text)) return integerValue(BigInt(text).toString());
  if (FLOAT.test(text)) return Number(text);
  if (SPECIAL_FLOAT.test(text)) return text.endsWith('nan') || text.endsWith('NaN') || text.endsWith('NAN') ? NaN : text.startsWith('-') ? -Infinity : Infinity;
  return text;
}

/** A one-line scalar (plain, "double" or 'single' quoted, [] or {}) filling the rest of a line. */
function scalar(text: string): DataValue {
  const first = text[0];
  if (first === '"') {
    const body = text.slice(1, -1);
    // Only JSON's escapes; a quote or backslash must be escaped, so the closing quote is the last character.
    if (!text.endsWith('"') || text.length < 2 || /(^|[^\\])(\\\\)*"/.test(body) || /\\[^"\\/bfnrtu]/.test(body.replace(/\\\\/g, ''))) return giveUp();
    return JSON.parse(text) as string;
  }
  if (first === "'") {
    const body = text.slice(1, -1);
    if (!text.endsWith("'") || text.length < 2 || /'/.test(body.replace(/''/g, ''))) return giveUp();
    return body.replace(/''/g, "'");
  }
  if (text === '[]') return [];
  if (text === '{}') return new Map();
  if (!PLAIN_START.test(text) || /: |:$| #/.test(text) || text !== text.trimEnd()) return giveUp();
  return resolvePlain(text);
}

/** Splits `key: value` (or `key:`); null when the line is not a map entry. */
function entry(content: string): [string, string] | null {
  let keyEnd: number;
  let key: string;
  if (content[0] === '"' || content[0] === "'") {
    const quote = content[0];
    let index = 1;
    for (; index < content.length; index += 1) {
      if (quote === '"' && content[index] === '\\') index += 1;
      else if (content[index] === quote) {
        if (quote === "'" && content[index + 1] === "'") index += 1;
        else break;
      }
    }
    keyEnd = index + 1;
    const value = scalar(content.slice(0, keyEnd));
    key = typeof value === 'string' ? value : giveUp();
    if (content[keyEnd] !== ':') return null;
  } else {
    const colon = content.search(/:(?: |$)/);
    if (colon <= 0) return null;
    const value = scalar(content.slice(0, colon));
    if (value instanceof Map || Array.isArray(value)) return giveUp();
    key = String(value);
    keyEnd = colon;
  }
  const rest = content.slice(keyEnd + 1);
  if (rest !== '' && rest[0] !== ' ') return null;
  return [key, rest.trim()];
}

class FastReader {
  index = 0;
  constructor(private readonly lines: Line[]) {}

  peek(): Line | undefined {
    return this.lines[this.index];
  }

  block(indent: number): DataValue {
    const line = this.peek();
    if (!line) return giveUp();
    return line.content === '-' || line.content.startsWith('- ') ? this.sequence(indent) : this.map(indent);
  }

  /** The value after "key:" or "-": a nested block on the next lines, or null. */
  nested(indent: number, allowSameIndentList: boolean): DataValue {
    const next = this.peek();
    if (next && next.indent > indent) return this.block(next.indent);
    if (next && allowSameIndentList && next.indent === indent && (next.content === '-' || next.content.startsWith('- '))) return this.sequence(indent);
    return null;
  }

  sequence(indent: number): DataValue[] {
    const items: DataValue[] = [];
    for (let line = this.peek(); line && line.indent >= indent; line = this.peek()) {
      if (line.indent > indent || !(line.content === '-' || line.content.startsWith('- '))) return giveUp();
      const rest = line.content.slice(1);
      const trimmed = rest.trimStart();
      if (trimmed === '') {
        this.index += 1;
        items.push(this.nested(indent, false));
        continue;
      }
      const column = indent + 1 + (rest.length - trimmed.length);
      if (trimmed === '-' || trimmed.startsWith('- ') || entry(trimmed)) {
        // "- key: value" and "- - item" open a block at the item's column: parse the rest as a line there.
        this.lines[this.index] = { indent: column, content: trimmed };
        items.push(this.block(column));
      } else {
        this.index += 1;
        items.push(scalar(trimmed));
        const next = this.peek();
        if (next && next.indent > indent) giveUp();
      }
    }
    return items;
  }

  map(indent: number): DataMap {
    const map: DataMap = new Map();
    for (let line = this.peek(); line && line.indent >= indent; line = this.peek()) {
      if (line.indent > indent || line.content.startsWith('- ') || line.content === '-') return line.indent > indent ? giveUp() : map;
      const found = entry(line.content) ?? giveUp();
      const [key, rest] = found;
      if (map.has(key)) giveUp();
      this.index += 1;
      if (rest === '') map.set(key, this.nested(indent, true));
      else {
        map.set(key, scalar(rest));
        const next = this.peek();
        if (next && next.indent > indent) giveUp();
      }
    }
    return map;
  }
}

/** The one document of plain block YAML, or null when the text needs the full parser. */
export function readSimpleYaml(text: string): DataValue | null {
  if (UNSUPPORTED.test(text) || /(^|\n)(---|\.\.\.|%)|(^|\s)#/.test(text)) return null;
  const lines: Line[] = [];
  for (const raw of text.split('\n')) {
    const content = raw.trim();
    if (content === '') continue;
    // Trailing spaces are legal but rare in machine output: such text goes to the full parser.
    if (raw.length - content.length !== raw.search(/\S/)) return null;
    lines.push({ indent: raw.length - content.length, content });
  }
  if (lines.length === 0) return null;
  try {
    const reader = new FastReader(lines);
    const first = lines[0];
    if (!first || (!(first.content === '-' || first.content.startsWith('- ')) && !entry(first.content))) return null;
    const value = reader.block(first.indent);
    return reader.index === lines.length ? value : null;
  } catch (error) {
    if (error instanceof GiveUp) return null;
    throw error;
  }
}
