import { DateTimeText, isMap, type Comments, type DataMap, type DataValue } from './model.logic';

/**
 * A YAML 1.2 block-style writer for the model. Written for speed (the yaml package's own writer takes
 * seconds on a few megabytes) and checked by the JSON → YAML → JSON property test: a string is
 * written plain only when no YAML 1.1 or 1.2 reader could take it for anything but that string.
 */
const RESERVED = /^(?:true|false|null|yes|no|on|off|y|n|~)$/i;
const PLAIN = /^[A-Za-z_][\w ./@+()=:#~-]*$/;
// Printable for JSON but not for YAML: DEL, C1 controls, line and paragraph separators, BOM and non-characters.
const NOT_PRINTABLE = /[\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]/g;
const MAX_IMPLICIT_KEY = 1000;

const isPlain = (text: string) => PLAIN.test(text) && !RESERVED.test(text) && !/:(?:\s|$)|\s#/.test(text) && text === text.trimEnd();
const quoted = (text: string) => JSON.stringify(text).replace(NOT_PRINTABLE, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function yamlString(text: string): string {
  return isPlain(text) ? text : quoted(text);
}

/** A literal block (`|`) for multi-line text that it can carry exactly; null when it cannot. */
function literalBlock(text: string, pad: string): string | null {
  if (!text.includes('\n') || /[\r\t]|[^\S\n]\n|^[\s]|\n\n$/.test(text) || NOT_PRINTABLE.test(text)) return null;
  NOT_PRINTABLE.lastIndex = 0;
  const body = text.endsWith('\n') ? text.slice(0, -1) : text;
  const indicator = text.endsWith('\n') ? '|' : '|-';
  return `${indicator}\n${body
    .split('\n')
    .map((line) => (line === '' ? '' : pad + line))
    .join('\n')}`;
}

function scalar(value: Exclude<DataValue, DataValue[] | DataMap>, pad: string): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return literalBlock(value, pad) ?? yamlString(value);
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return '.nan';
    if (!Number.isFinite(value)) return value > 0 ? '.inf' : '-.inf';
    return String(value);
  }
  if (value instanceof DateTimeText) return quoted(value.text);
  return String(value);
}

const isEmptyCollection = (value: DataValue) => (Array.isArray(value) && value.length === 0) || (isMap(value) && value.size === 0);
const isCollection = (value: DataValue): value is DataValue[] | DataMap => (Array.isArray(value) || isMap(value)) && !isEmptyCollection(value);

class YamlWriter {
  readonly parts: string[] = [];
  constructor(
    private readonly unit: string,
    private readonly comments: Comments | undefined,
  ) {}

  leaf(value: DataValue, pad: string): string {
    if (Array.isArray(value)) return '[]';
    if (isMap(value)) return '{}';
    return scalar(value, pad);
  }

  key(text: string): string {
    const written = yamlString(text);
    return written.length > MAX_IMPLICIT_KEY ? `? ${written}\n` : written;
  }

  /** A block collection whose first line continues the current line (after "- ") and the rest start with `pad`. */
  block(value: DataValue[] | DataMap, pad: string, first: boolean): void {
    let leading = first;
    const start = () => {
      if (!leading) this.parts.push(pad);
      leading = false;
    };
    if (Array.isArray(value)) {
      for (const item of value) {
        start();
        this.parts.push('- ');
        if (isCollection(item)) this.block(item, `${pad}  `, true);
        else this.parts.push(this.leaf(item, `${pad}  `), '\n');
      }
      return;
    }
    const byKey = this.comments?.keys.get(value);
    for (const [key, item] of value) {
      const notes = byKey?.get(key);
      if (notes?.before !== undefined) {
        for (const line of notes.before.split('\n')) {
          start();
          this.parts.push(`#${line}\n`);
        }
      }
      start();
      const written = this.key(key);
      const explicit = written.endsWith('\n');
      this.parts.push(written);
      if (explicit) this.parts.push(pad);
      if (isCollection(item)) {
        this.parts.push(':\n', pad + this.unit);
        this.block(item, pad + this.unit, true);
      } else {
        this.parts.push(': ', this.leaf(item, pad + this.unit), notes?.after !== undefined ? ` #${notes.after}` : '', '\n');
      }
    }
  }
}

/** One YAML document's text. */
export function writeYamlDocument(value: DataValue, indent: number, comments: Comments | undefined, header: boolean): string {
  const writer = new YamlWriter(' '.repeat(Math.max(2, indent)), comments);
  if (header && comments?.header !== undefined) writer.parts.push(...comments.header.split('\n').map((line) => `#${line}\n`));
  if (isCollection(value)) writer.block(value, '', true);
  else writer.parts.push(writer.leaf(value, '  '), '\n');
  return writer.parts.join('');
}
