import { atLineColumn, positionAt } from '@contract/position';

/**
 * A well-formedness checker and tree builder for XML 1.0 that keeps every piece of markup exactly as written
 * (attribute values with their quotes, entity references, comments, CDATA, processing instructions, the
 * doctype), so the printer can change whitespace and nothing else. Iterative: nesting depth is bounded by
 * memory, not the call stack.
 */

export interface XmlAttribute {
  name: string;
  /** The value as written, with its quotes. */
  raw: string;
}

export interface XmlElement {
  kind: 'element';
  name: string;
  attributes: XmlAttribute[];
  children: XmlNode[];
  selfClosing: boolean;
  /** Offsets of the content between the start tag's `>` and the end tag's `<` (equal when self-closing). */
  contentStart: number;
  contentEnd: number;
  /** Holds text that is not whitespace, CDATA, or xml:space="preserve": its content is printed as written. */
  keepContent: boolean;
}

export type XmlNode =
  | XmlElement
  | { kind: 'text'; raw: string }
  | { kind: 'cdata'; raw: string }
  | { kind: 'comment'; raw: string }
  | { kind: 'pi'; target: string; raw: string }
  | { kind: 'doctype'; raw: string };

export interface XmlDocument {
  /** The prolog, the root element and what follows it, in order. */
  children: XmlNode[];
  root: XmlElement;
}

export type XmlParseResult = { ok: true; document: XmlDocument } | { ok: false; message: string; offset: number };

class XmlSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

const NAME_AT = /[A-Za-z_:\u00C0-\uFFFF][\w.:\u00B7\u00C0-\uFFFF-]*/y;
const SPACE_AT = /[ \t\r\n]*/y;
const PREDEFINED = new Set(['lt', 'gt', 'amp', 'quot', 'apos']);
const REFERENCE_AT = /&(?:#[0-9]+|#x[0-9A-Fa-f]+|([A-Za-z_:\u00C0-\uFFFF][\w.:\u00B7\u00C0-\uFFFF-]*));/y;
const WHITESPACE = /^[ \t\r\n]*$/;

function shown(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

interface Open {
  element: XmlElement;
  start: number;
}

class Parser {
  private index: number;
  private readonly stack: Open[] = [];
  private readonly top: XmlNode[] = [];
  private root: XmlElement | null = null;
  private doctype = false;
  /** Entities the internal subset declares; null when an external subset may declare any. */
  private entities: Set<string> | null = new Set();

  constructor(
    private readonly text: string,
    /** 1 after a byte order mark, which is not content. */
    private readonly start: number,
  ) {
    this.index = start;
  }

  parse(): XmlDocument {
    const { text } = this;
    while (this.index < text.length) {
      const lt = text.indexOf('<', this.index);
      const end = lt === -1 ? text.length : lt;
      if (end > this.index) this.addText(this.index, end);
      if (lt === -1) break;
      this.markup(lt);
    }
    const open = this.stack[this.stack.length - 1];
    if (open) throw new XmlSyntaxError(`The <${open.element.name}> tag is never closed (no </${open.element.name}> before the end).`, open.start);
    if (!this.root)
      throw new XmlSyntaxError(text.trim() === '' ? 'The input is empty: an XML document needs a root element.' : 'The document has no root element.', 0);
    return { children: this.top, root: this.root };
  }

  private get children(): XmlNode[] {
    return this.stack[this.stack.length - 1]?.element.children ?? this.top;
  }

  private addText(from: number, to: number) {
    const raw = this.text.slice(from, to);
    const parent = this.stack[this.stack.length - 1];
    const blank = WHITESPACE.test(raw);
    if (!parent) {
      if (!blank) {
        const at = from + raw.search(/[^ \t\r\n]/);
        throw new XmlSyntaxError(`Text "${shown(raw.trim())}" is outside the root element.`, at);
      }
      return;
    }
    this.checkReferences(raw, from);
    const gt = raw.indexOf(']]>');
    if (gt !== -1) throw new XmlSyntaxError('"]]>" may not appear in text; write "]]&gt;".', from + gt);
    if (!blank) parent.element.keepContent = true;
    parent.element.children.push({ kind: 'text', raw });
  }

  /** Every `&` must start a character reference or a known entity's reference. */
  private checkReferences(raw: string, from: number) {
    for (let amp = raw.indexOf('&'); amp !== -1; amp = raw.indexOf('&', amp + 1)) {
      REFERENCE_AT.lastIndex = amp;
      const match = REFERENCE_AT.exec(raw);
      if (!match) throw new XmlSyntaxError('A "&" must start a reference such as &amp; or &#38;; write "&amp;" for the character itself.', from + amp);
      const name = match[1];
      if (name && !PREDEFINED.has(name) && this.entities && !this.entities.has(name)) {
        throw new XmlSyntaxError(`The entity &${name}; is not defined.`, from + amp);
      }
    }
  }

  private markup(lt: number) {
    const { text } = this;
    if (text.startsWith('<!--', lt)) return this.comment(lt);
    if (text.startsWith('<![CDATA[', lt)) return this.cdata(lt);
    if (text.startsWith('<!DOCTYPE', lt)) return this.doctypeAt(lt);
    if (text.startsWith('<?', lt)) return this.instruction(lt);
    if (text.startsWith('</', lt)) return this.endTag(lt);
    return this.startTag(lt);
  }

  private closing(from: number, terminator: string, what: string): number {
    const end = this.text.indexOf(terminator, from);
    if (end === -1) throw new XmlSyntaxError(`${what} is never closed (no "${terminator}").`, from);
    return end + terminator.length;
  }

  private comment(lt: number) {
    const end = this.closing(lt + 4, '-->', 'This comment');
    const dashes = this.text.indexOf('--', lt + 4);
    if (dashes < end - 3) throw new XmlSyntaxError('"--" may not appear inside a comment.', dashes);
    this.children.push({ kind: 'comment', raw: this.text.slice(lt, end) });
    this.index = end;
  }

  private cdata(lt: number) {
    const parent = this.stack[this.stack.length - 1];
    if (!parent) throw new XmlSyntaxError('A CDATA section must be inside the root element.', lt);
    const end = this.closing(lt + 9, ']]>', 'This CDATA section');
    parent.element.keepContent = true;
    parent.element.children.push({ kind: 'cdata', raw: this.text.slice(lt, end) });
    this.index = end;
  }

  private instruction(lt: number) {
    NAME_AT.lastIndex = lt + 2;
    const target = NAME_AT.exec(this.text)?.[0];
    if (!target || NAME_AT.lastIndex !== lt + 2 + target.length)
      throw new XmlSyntaxError('A processing instruction must start with a name, as in <?xml-stylesheet ...?>.', lt);
    const end = this.closing(lt + 2, '?>', `The processing instruction <?${target}`);
    if (target.toLowerCase() === 'xml' && lt !== this.start) {
      throw new XmlSyntaxError('The XML declaration <?xml ...?> must be the very first thing in the document, with nothing before it.', lt);
    }
    this.children.push({ kind: 'pi', target, raw: this.text.slice(lt, end) });
    this.index = end;
  }

  private doctypeAt(lt: number) {
    if (this.stack.length > 0 || this.root || this.doctype) throw new XmlSyntaxError('A <!DOCTYPE> must come once, before the root element.', lt);
    const { text } = this;
    let index = lt + 9;
    let inSubset = false;
    let quote = '';
    for (; index < text.length; index += 1) {
      const char = text[index];
      if (quote) {
        if (char === quote) quote = '';
      } else if (char === '"' || char === "'") quote = char;
      else if (char === '[') inSubset = true;
      else if (char === ']') inSubset = false;
      else if (char === '>' && !inSubset) break;
      else if (char === '<' && inSubset) {
        // A declaration or comment inside the internal subset: skip it whole, quotes and all.
        index = text.startsWith('<!--', index) ? this.closing(index + 4, '-->', 'This comment') - 1 : this.declarationEnd(index);
      }
    }
    if (index >= text.length) throw new XmlSyntaxError('The <!DOCTYPE> is never closed (no ">").', lt);
    const raw = text.slice(lt, index + 1);
    for (const match of raw.matchAll(/<!ENTITY\s+([^\s%]\S*)/g)) this.entities?.add(match[1]!);
    // An external subset or parameter entity may declare entities we cannot see.
    if (/^<!DOCTYPE\s+\S+\s+(SYSTEM|PUBLIC)\b/.test(raw) || raw.includes('%')) this.entities = null;
    this.doctype = true;
    this.top.push({ kind: 'doctype', raw });
    this.index = index + 1;
  }

  private declarationEnd(lt: number): number {
    const { text } = this;
    let quote = '';
    for (let index = lt + 1; index < text.length; index += 1) {
      const char = text[index];
      if (quote) {
        if (char === quote) quote = '';
      } else if (char === '"' || char === "'") quote = char;
      else if (char === '>') return index;
    }
    throw new XmlSyntaxError('This declaration in the <!DOCTYPE> is never closed (no ">").', lt);
  }

  private name(at: number, what: string): string {
    NAME_AT.lastIndex = at;
    const match = NAME_AT.exec(this.text);
    if (!match || match.index !== at) {
      const found = this.text.slice(at, at + 1);
      if (what === 'tag' && /[ \t\r\n]/.test(found)) throw new XmlSyntaxError('A "<" must start a tag; write "&lt;" for the character itself.', at - 1);
      throw new XmlSyntaxError(found ? `"${found}" cannot start a ${what} name.` : `The document ends where a ${what} name was expected.`, at);
    }
    return match[0];
  }

  private skipSpace(): number {
    SPACE_AT.lastIndex = this.index;
    SPACE_AT.exec(this.text);
    const skipped = SPACE_AT.lastIndex - this.index;
    this.index = SPACE_AT.lastIndex;
    return skipped;
  }

  private startTag(lt: number) {
    const { text } = this;
    const name = this.name(lt + 1, 'tag');
    if (this.stack.length === 0 && this.root) throw new XmlSyntaxError(`A second root element <${name}>: an XML document has exactly one.`, lt);
    this.index = lt + 1 + name.length;
    const attributes: XmlAttribute[] = [];
    const seen = new Set<string>();
    for (;;) {
      const spaced = this.skipSpace() > 0;
      const char = text[this.index];
      if (char === undefined) throw new XmlSyntaxError(`The start tag <${name}> is never closed (no ">").`, lt);
      if (char === '>' || text.startsWith('/>', this.index)) break;
      if (!spaced) throw new XmlSyntaxError(`Attributes of <${name}> must be separated by whitespace.`, this.index);
      const at = this.index;
      const attribute = this.name(at, 'attribute');
      if (seen.has(attribute)) throw new XmlSyntaxError(`The attribute "${attribute}" appears twice in <${name}>.`, at);
      seen.add(attribute);
      this.index += attribute.length;
      this.skipSpace();
      if (text[this.index] !== '=') throw new XmlSyntaxError(`The attribute "${attribute}" of <${name}> has no value; write ${attribute}="...".`, at);
      this.index += 1;
      this.skipSpace();
      const quote = text[this.index];
      if (quote !== '"' && quote !== "'") throw new XmlSyntaxError(`The value of "${attribute}" must be in quotes.`, this.index);
      const close = text.indexOf(quote, this.index + 1);
      if (close === -1) throw new XmlSyntaxError(`The value of "${attribute}" is never closed (no ${quote}).`, this.index);
      const value = text.slice(this.index + 1, close);
      const less = value.indexOf('<');
      if (less !== -1) throw new XmlSyntaxError(`"<" may not appear in the value of "${attribute}"; write "&lt;".`, this.index + 1 + less);
      this.checkReferences(value, this.index + 1);
      attributes.push({ name: attribute, raw: text.slice(this.index, close + 1) });
      this.index = close + 1;
    }
    const selfClosing = text[this.index] === '/';
    this.index += selfClosing ? 2 : 1;
    const preserve = attributes.some((attribute) => attribute.name === 'xml:space' && attribute.raw.slice(1, -1) === 'preserve');
    const element: XmlElement = {
      kind: 'element',
      name,
      attributes,
      children: [],
      selfClosing,
      contentStart: this.index,
      contentEnd: this.index,
      keepContent: preserve,
    };
    this.children.push(element);
    if (this.stack.length === 0) this.root = element;
    if (!selfClosing) this.stack.push({ element, start: lt });
  }

  private endTag(lt: number) {
    const name = this.name(lt + 2, 'tag');
    this.index = lt + 2 + name.length;
    this.skipSpace();
    if (this.text[this.index] !== '>') throw new XmlSyntaxError(`The end tag </${name}> must close with ">" right after its name.`, this.index);
    const open = this.stack.pop();
    if (!open) throw new XmlSyntaxError(`The end tag </${name}> has no matching start tag.`, lt);
    if (open.element.name !== name) {
      // The pane writes where the wrong end tag is; where its start tag is, only the message can say.
      const opened = atLineColumn(positionAt(this.text, open.start), `<${open.element.name}> is opened here.`);
      throw new XmlSyntaxError(`Expected </${open.element.name}> but found </${name}>. ${opened}`, lt);
    }
    open.element.contentEnd = lt;
    this.index += 1;
  }
}

/** Checks that `text` is well-formed XML and builds its tree; the first fault is a sentence with its offset. */
export function parseXml(text: string): XmlParseResult {
  try {
    const parser = new Parser(text, text.charCodeAt(0) === 0xfeff ? 1 : 0);
    return { ok: true, document: parser.parse() };
  } catch (error) {
    if (error instanceof XmlSyntaxError) return { ok: false, message: error.message, offset: error.offset };
    throw error;
  }
}
