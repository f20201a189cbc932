import { type Document, isAlias, isMap, isPair, isScalar, isSeq } from 'yaml';
import type { JsonNode } from '@/lib/json-ast';

function scalarLeaf(value: unknown): JsonNode {
  if (value === null || value === undefined) return { kind: 'literal', raw: 'null' };
  if (value === true || value === false) return { kind: 'literal', raw: value ? 'true' : 'false' };
  if (typeof value === 'number' || typeof value === 'bigint') return { kind: 'number', raw: String(value) };
  return { kind: 'string', raw: JSON.stringify(String(value)) };
}

function keyOf(key: unknown): string {
  if (isScalar(key)) return String(key.value);
  return key === null || key === undefined ? '' : String(key);
}

/** A node of the YAML document as the shared tree shows it; an alias shows as `*name` rather than a copy of its target. */
function treeOf(node: unknown): JsonNode {
  if (isMap(node)) {
    return {
      kind: 'object',
      entries: node.items.map((pair) => {
        const key = keyOf(pair.key);
        return { key, rawKey: JSON.stringify(key), value: treeOf(pair.value) };
      }),
    };
  }
  if (isSeq(node)) return { kind: 'array', items: node.items.map((item) => treeOf(isPair(item) ? item.value : item)) };
  if (isAlias(node)) return { kind: 'string', raw: `*${node.source}` };
  if (isScalar(node)) return scalarLeaf(node.value);
  return scalarLeaf(null);
}

/** The stream's value: the one document, or a list of them when there are several. */
export function yamlTree(documents: Document[]): JsonNode {
  if (documents.length === 1 && documents[0]) return treeOf(documents[0].contents);
  return { kind: 'array', items: documents.map((document) => treeOf(document.contents)) };
}
