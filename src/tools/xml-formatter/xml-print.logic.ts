import type { XmlDocument, XmlElement, XmlNode } from './xml-parse.logic';

export interface XmlPrintOptions {
  /** One level of indentation; null prints everything on one line (minified). */
  indent: string | null;
  /** Each attribute of a start tag with two or more on a line of its own, as Android Studio lays out layouts. */
  attributesPerLine: boolean;
}

/** Deeper levels line up with this one: indenting 100,000 levels would print gigabytes of spaces. */
const MAX_INDENT_DEPTH = 100;

function startTag(element: XmlElement, options: XmlPrintOptions, depth: number): string {
  const close = element.selfClosing ? '/>' : '>';
  if (element.attributes.length === 0) return `<${element.name}${close}`;
  const attributes = element.attributes.map((attribute) => `${attribute.name}=${attribute.raw}`);
  if (options.attributesPerLine && options.indent !== null && attributes.length > 1) {
    const pad = `\n${options.indent.repeat(Math.min(depth + 1, MAX_INDENT_DEPTH))}`;
    return `<${element.name}${pad}${attributes.join(pad)}${close}`;
  }
  return `<${element.name} ${attributes.join(' ')}${close}`;
}

/** Printed on one line with its content exactly as written: text matters there, or there is nothing to lay out. */
function isInline(element: XmlElement): boolean {
  return element.keepContent || element.children.every((child) => child.kind === 'text');
}

interface Frame {
  nodes: XmlNode[];
  next: number;
  depth: number;
  element: XmlElement | null;
}

/**
 * Lays the document out again, changing only whitespace that carries no meaning: between the items of
 * the prolog, between elements whose content is elements (and comments and instructions) only, and inside
 * tags. Text, CDATA and anything under xml:space="preserve" are kept exactly as written, so mixed content
 * such as `<p>Hello <b>world</b>!</p>` is never re-spaced. Iterative, so any depth prints.
 */
export function printXml(source: string, document: XmlDocument, options: XmlPrintOptions): string {
  const out: string[] = [];
  const line = (depth: number, piece: string) => {
    if (options.indent !== null) {
      if (out.length > 0) out.push('\n');
      out.push(options.indent.repeat(Math.min(depth, MAX_INDENT_DEPTH)));
    }
    out.push(piece);
  };
  const stack: Frame[] = [{ nodes: document.children, next: 0, depth: 0, element: null }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const node = frame.nodes[frame.next];
    frame.next += 1;
    if (!node) {
      stack.pop();
      if (frame.element) line(frame.depth - 1, `</${frame.element.name}>`);
      continue;
    }
    // Text here is whitespace between elements (anything else makes its element inline).
    if (node.kind === 'text') continue;
    if (node.kind !== 'element') {
      line(frame.depth, node.raw);
    } else if (node.selfClosing) {
      line(frame.depth, startTag(node, options, frame.depth));
    } else if (isInline(node)) {
      line(frame.depth, `${startTag(node, options, frame.depth)}${source.slice(node.contentStart, node.contentEnd)}</${node.name}>`);
    } else {
      line(frame.depth, startTag(node, options, frame.depth));
      stack.push({ nodes: node.children, next: 0, depth: frame.depth + 1, element: node });
    }
  }
  return out.join('');
}
