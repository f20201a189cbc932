import { EntityDecoder } from '@nodable/entities';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { formatNumber } from '@contract/format-number';
import { isXmlChar } from '@/lib/xml-char';
import { inferScalar } from './infer.logic';
import {
  addKeyComments,
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

/**
 * The XML ↔ JSON convention (README.md in this folder says it for people):
 * attributes are "@_name" keys, an element's text beside attributes or children is "#text", a repeated
 * element is an array, an empty element is null, and `json:Array="true"` (Json.NET's marker) keeps an
 * array of one item an array; `json:Empty="true"` with it stands for an empty array.
 */
export const ATTRIBUTE_PREFIX = '@_';
export const TEXT_KEY = '#text';
const ARRAY_MARK = 'json:Array';
const EMPTY_MARK = 'json:Empty';
const JSON_NAMESPACE = 'http://james.newtonking.com/projects/json';
const ROOT = 'root';
const ITEM = 'item';

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };

/**
 * fast-xml-parser decodes numeric character references (`&#246;`, `&#x41;`) only with its `htmlEntities` switch,
 * which would also decode HTML's names (`&nbsp;`) that XML does not define. Its own decoder with numeric
 * references on keeps XML's five names and the document's DOCTYPE entities, and decodes in one pass, so
 * `&amp;#65;` stays the text "&#65;". The expansion limit is the parser's default.
 */
const entityDecoder = new EntityDecoder({ numericAllowed: true, limit: { maxExpandedLength: 100_000, applyLimitsTo: 'all' } });

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  commentPropName: '#comment',
  cdataPropName: '#cdata',
  ignoreDeclaration: true,
  ignorePiTags: true,
  entityDecoder,
});

const nodeName = (node: OrderedNode) => Object.keys(node).find((key) => key !== ':@') ?? '';
const textOf = (children: unknown): string =>
  Array.isArray(children) ? (children as OrderedNode[]).map((child) => (typeof child[TEXT_KEY] === 'string' ? child[TEXT_KEY] : '')).join('') : '';

class XmlReader {
  readonly comments: Comments = { keys: new WeakMap() };
  constructor(private readonly infer: boolean) {}

  scalar(text: string): DataValue {
    return this.infer ? inferScalar(text, false) : text;
  }

  /** An element's content as one value, by the convention above. */
  element(children: OrderedNode[], attributes: Record<string, string>): DataValue {
    const map: DataMap = new Map();
    for (const [name, value] of Object.entries(attributes)) {
      if (name === ARRAY_MARK || name === EMPTY_MARK || name === 'xmlns:json') continue;
      map.set(ATTRIBUTE_PREFIX + name, this.scalar(value));
    }
    const texts: string[] = [];
    let hasElements = false;
    let pendingComment: string[] = [];
    for (const child of children) {
      const name = nodeName(child);
      if (name === TEXT_KEY) {
        texts.push(String(child[TEXT_KEY]));
      } else if (name === '#cdata') {
        texts.push(textOf(child['#cdata']));
      } else if (name === '#comment') {
        // "<!-- text -->" holds " text ": the spaces are the comment's frame, not its words.
        pendingComment.push(textOf(child['#comment']).replace(/^ (.*) $/s, ' $1'));
      } else {
        hasElements = true;
        const childAttributes = child[':@'] ?? {};
        const value = childAttributes[EMPTY_MARK] === 'true' ? null : this.element(child[name] as OrderedNode[], childAttributes);
        const forcedArray = childAttributes[ARRAY_MARK] === 'true';
        const existing = map.get(name);
        if (pendingComment.length) addKeyComments(this.comments, map, name, { before: pendingComment.join('\n') });
        pendingComment = [];
        if (Array.isArray(existing)) {
          if (childAttributes[EMPTY_MARK] !== 'true') existing.push(value);
        } else if (existing !== undefined) map.set(name, [existing, value]);
        else if (forcedArray) map.set(name, childAttributes[EMPTY_MARK] === 'true' ? [] : [value]);
        else map.set(name, value);
      }
    }
    const meaningful = hasElements ? texts.filter((text) => text.trim() !== '') : texts;
    if (!hasElements && map.size === 0) {
      const text = meaningful.join('');
      return text === '' ? null : this.scalar(text);
    }
    if (meaningful.length === 1) map.set(TEXT_KEY, this.scalar(meaningful[0] ?? ''));
    else if (meaningful.length > 1)
      map.set(
        TEXT_KEY,
        meaningful.map((text) => this.scalar(text)),
      );
    return map;
  }
}

// Markup whose "&#...;" is literal text, and the character references themselves.
const CHARACTER_REFERENCE = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>|&#(?:x([0-9A-Fa-f]+)|([0-9]+));/g;

/** The first character reference that names no character XML allows, which the validator lets through. */
function badCharacterReference(text: string): ReadResult | null {
  for (const match of text.matchAll(CHARACTER_REFERENCE)) {
    const [reference, hex, decimal] = match;
    if (hex === undefined && decimal === undefined) continue;
    const code = hex === undefined ? Number(decimal) : Number.parseInt(hex, 16);
    if (!isXmlChar(code)) return failAt(text, match.index, `${reference} is not a character XML allows`);
  }
  return null;
}

/**
 * The parser reads the DOCTYPE the validator passes over, and throws on what it refuses there: an entity
 * past its size guard, an external or parameter entity (an XXE attempt among them), a malformed
 * declaration. Each is said at its declaration.
 */
function doctypeRefusal(text: string, error: unknown): ReadResult {
  const detail = (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
  const sized = /^Entity "([^"]+)" size \((\d+)\) exceeds maximum allowed size \((\d+)\)/.exec(detail);
  /** Where the refused declaration starts; the DOCTYPE when it cannot be found. */
  const at = (found: number) => (found >= 0 ? found : Math.max(0, text.search(/<!DOCTYPE/i)));
  if (sized) {
    const [, name = '', size, max] = sized;
    const declared = [...text.matchAll(/<!ENTITY\s+([^\s>]+)\s/g)].find((match) => match[1] === name);
    return failAt(
      text,
      at(declared?.index ?? -1),
      `The entity "${name}" is ${formatNumber(Number(size))} characters long; entities over ${formatNumber(Number(max))} are not read (a guard against entity bombs)`,
    );
  }
  if (/External entities/.test(detail))
    return failAt(
      text,
      at(text.search(/<!ENTITY\s+[^\s>]+\s+(?:SYSTEM|PUBLIC)\b/)),
      'External entities (SYSTEM or PUBLIC) are not read: they would load a file or an address',
    );
  if (/Parameter entities|entity name %/.test(detail))
    return failAt(text, at(text.search(/<!ENTITY\s+%/)), 'Parameter entities (<!ENTITY % ...>) are not read');
  return failAt(text, at(-1), `The DOCTYPE could not be read: ${detail}`);
}

export function readXml(text: string, inferTypes: boolean): ReadResult {
  const verdict = XMLValidator.validate(text, { allowBooleanAttributes: false });
  if (verdict !== true) return failAtLine(text, verdict.err.line, verdict.err.col, verdict.err.msg.replace(/\.$/, ''));
  const badReference = badCharacterReference(text);
  if (badReference) return badReference;
  const reader = new XmlReader(inferTypes);
  let nodes: OrderedNode[];
  try {
    nodes = parser.parse(text) as OrderedNode[];
  } catch (error) {
    return doctypeRefusal(text, error);
  }
  return { ok: true, documents: [reader.element(nodes, {}) ?? new Map()], comments: reader.comments };
}

const NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?$/;
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

const xmlComment = (text: string) => `<!--${text.replace(/--/g, '- -')}${text.startsWith(' ') ? ' ' : ''}-->`;

class XmlNameError extends Error {}

class XmlWriter {
  readonly parts: string[] = [];
  readonly notes = new NoteCounter();
  usesMarks = false;
  constructor(
    private readonly indent: number,
    private readonly comments: Comments | undefined,
  ) {}

  scalarText(value: DataValue): string {
    if (value instanceof DateTimeText) return value.text;
    return String(value);
  }

  checkName(name: string): void {
    if (!NAME.test(name)) throw new XmlNameError(`"${name}" is not a valid XML element name: a name starts with a letter or "_" and holds no spaces.`);
  }

  /** One element per item of an array, or one element for any other value. */
  member(name: string, value: DataValue, pad: string, comment?: string): void {
    this.checkName(name);
    if (comment !== undefined) this.parts.push(`${pad}${xmlComment(comment)}\n`);
    if (!Array.isArray(value)) return this.element(name, value, pad, '');
    this.usesMarks ||= value.length < 2;
    if (value.length === 0) this.parts.push(`${pad}<${name} ${ARRAY_MARK}="true" ${EMPTY_MARK}="true"/>\n`);
    for (const item of value) {
      if (Array.isArray(item)) this.notes.add('Wrote {n} list{s} nested directly in a list as <item> elements: XML has no nameless lists.');
      this.element(name, Array.isArray(item) ? new Map([[ITEM, item]]) : item, pad, value.length === 1 ? ` ${ARRAY_MARK}="true"` : '');
    }
  }

  element(name: string, value: DataValue, pad: string, marks: string): void {
    if (value === null) {
      this.parts.push(`${pad}<${name}${marks}/>\n`);
      return;
    }
    if (!isMap(value)) {
      this.parts.push(`${pad}<${name}${marks}>${escapeText(this.scalarText(value as Exclude<DataValue, DataValue[] | DataMap | null>))}</${name}>\n`);
      return;
    }
    let attributes = marks;
    const children: [string, DataValue][] = [];
    let text: DataValue | undefined;
    for (const [key, item] of value) {
      if (key.startsWith(ATTRIBUTE_PREFIX) && (item === null || typeof item !== 'object' || item instanceof DateTimeText)) {
        this.checkName(key.slice(ATTRIBUTE_PREFIX.length));
        attributes += ` ${key.slice(ATTRIBUTE_PREFIX.length)}="${escapeAttribute(item === null ? '' : this.scalarText(item))}"`;
      } else if (key === TEXT_KEY) text = item;
      else children.push([key, item]);
    }
    const textPart =
      text === undefined || text === null ? '' : escapeText(Array.isArray(text) ? text.map((part) => this.scalarText(part)).join('') : this.scalarText(text));
    if (children.length === 0) {
      this.parts.push(
        textPart === '' && text === undefined ? `${pad}<${name}${attributes}></${name}>\n` : `${pad}<${name}${attributes}>${textPart}</${name}>\n`,
      );
      return;
    }
    this.parts.push(`${pad}<${name}${attributes}>${textPart}\n`);
    const inner = pad + ' '.repeat(this.indent);
    const byKey = this.comments?.keys.get(value);
    for (const [key, item] of children) this.member(key, item, inner, byKey?.get(key)?.before);
    this.parts.push(`${pad}</${name}>\n`);
  }
}

export function writeXml(documents: DataValue[], indent: number, comments?: Comments): Written | { ok: false; message: string } {
  const writer = new XmlWriter(indent, comments);
  const single = documents.length === 1 ? documents[0] : documents;
  const notes: string[] = [];
  try {
    const keys = isMap(single ?? null) ? [...(single as DataMap).keys()] : [];
    const onlyKey = keys.length === 1 ? keys[0] : undefined;
    const onlyValue = onlyKey === undefined ? undefined : (single as DataMap).get(onlyKey);
    const rootComment = comments?.header ?? (onlyKey === undefined ? undefined : comments?.keys.get(single as DataMap)?.get(onlyKey)?.before);
    if (rootComment !== undefined) writer.parts.push(`${xmlComment(rootComment)}\n`);
    if (onlyKey !== undefined && onlyValue !== undefined && !Array.isArray(onlyValue) && NAME.test(onlyKey)) {
      writer.element(onlyKey, onlyValue, '', '');
    } else {
      notes.push(`Wrapped in <${ROOT}>: an XML document has exactly one root element.`);
      writer.element(ROOT, isMap(single ?? null) ? (single as DataMap) : new Map([[ITEM, single ?? null]]), '', '');
    }
  } catch (error) {
    if (error instanceof XmlNameError) return { ok: false, message: error.message };
    throw error;
  }
  let body = writer.parts.join('');
  // The convention's markers live in Json.NET's namespace, declared once on the root element.
  if (writer.usesMarks) body = body.replace(/^((?:<!--[\s\S]*?-->\n)?<[^\s/>]+)/, `$1 xmlns:json="${JSON_NAMESPACE}"`);
  return { text: `<?xml version="1.0" encoding="UTF-8"?>\n${body}`, notes: [...notes, ...writer.notes.notes()] };
}
