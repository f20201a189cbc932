import type { JsonEntry, JsonNode } from '@/lib/json-ast';
import type { TreePaths } from '@/lib/json-path';
import type { XmlDocument, XmlElement, XmlNode } from './xml-parse.logic';

/** XPaths for the tree: `/project/dependencies/dependency[2]/@scope`; keys are already XPath steps. */
export const XPATHS: TreePaths = { name: 'XPath', root: '/', append: (parent, segment) => `${parent === '/' ? '' : parent}/${segment}` };

/** What the tree shows of a text: its words, spaced as one line. */
function textLeaf(text: string): JsonNode {
  return { kind: 'string', raw: JSON.stringify(text.replace(/[ \t\r\n]+/g, ' ').trim()) };
}

function cdataText(raw: string): string {
  return raw.slice(9, -3);
}

/** The XPath node test of a child, or null for whitespace, which the tree leaves out. */
function nodeTest(node: XmlNode): string | null {
  switch (node.kind) {
    case 'element':
      return node.name;
    case 'text':
      return /^[ \t\r\n]*$/.test(node.raw) ? null : 'text()';
    case 'cdata':
      return 'text()';
    case 'comment':
      return 'comment()';
    case 'pi':
      return `processing-instruction('${node.target}')`;
    case 'doctype':
      return null;
  }
}

/** A leaf when the element is text alone (`<version>4.0</version>`), so the tree reads like the document. */
function isTextOnly(element: XmlElement): boolean {
  return element.attributes.length === 0 && element.children.every((child) => child.kind === 'text' || child.kind === 'cdata');
}

function textOf(element: XmlElement): string {
  return element.children.map((child) => (child.kind === 'cdata' ? cdataText(child.raw) : child.kind === 'text' ? child.raw : '')).join('');
}

function leafOf(node: XmlNode): JsonNode {
  if (node.kind === 'cdata') return textLeaf(cdataText(node.raw));
  if (node.kind === 'comment') return textLeaf(node.raw.slice(4, -3));
  if (node.kind === 'pi') return textLeaf(node.raw.slice(2 + node.target.length, -2));
  return textLeaf(node.kind === 'text' ? node.raw : '');
}

/**
 * The document as the shared tree shows it: an element's attributes (`@id`), then its children in order,
 * each keyed by its XPath step (`dependency[2]` when a name repeats, `text()`, `comment()`), so copying a
 * row's path gives an XPath that selects exactly that node. Iterative, so any depth converts.
 */
export function xmlTree(document: XmlDocument): JsonNode {
  const root: JsonNode = { kind: 'object', entries: [] };
  const pending: { children: XmlNode[]; entries: JsonEntry[] }[] = [{ children: document.children, entries: root.entries }];
  for (let job = pending.pop(); job; job = pending.pop()) {
    const tests = job.children.map(nodeTest);
    const totals = new Map<string, number>();
    for (const test of tests) if (test) totals.set(test, (totals.get(test) ?? 0) + 1);
    const seen = new Map<string, number>();
    job.children.forEach((child, index) => {
      const test = tests[index];
      if (!test) return;
      const position = (seen.get(test) ?? 0) + 1;
      seen.set(test, position);
      const key = totals.get(test) === 1 ? test : `${test}[${position}]`;
      let value: JsonNode;
      if (child.kind !== 'element') value = leafOf(child);
      else if (isTextOnly(child)) value = textLeaf(textOf(child));
      else {
        const entries: JsonEntry[] = child.attributes.map((attribute) => ({
          key: `@${attribute.name}`,
          rawKey: `@${attribute.name}`,
          value: textLeaf(attribute.raw.slice(1, -1)),
        }));
        value = { kind: 'object', entries };
        pending.push({ children: child.children, entries });
      }
      job.entries.push({ key, rawKey: key, value });
    });
  }
  return root;
}
