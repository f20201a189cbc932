import { bareEnd, isJsonWhitespace, stringEnd } from '@/lib/json-reindent';

/**
 * A JSON syntax tree that keeps every literal exactly as written, so big integers
 * (1234567890123456789012), "1.0" and escapes survive, and object keys keep their order
 * (JSON.parse would move integer-like keys to the front and round large numbers).
 */
export type JsonNode =
  | { kind: 'object'; entries: JsonEntry[] }
  | { kind: 'array'; items: JsonNode[] }
  | { kind: 'string'; raw: string }
  | { kind: 'number'; raw: string }
  | { kind: 'literal'; raw: 'true' | 'false' | 'null' };

export interface JsonEntry {
  /** The key decoded, for display, sorting and JSONPath. */
  key: string;
  /** The key's source text including quotes, for printing exactly as written. */
  rawKey: string;
  value: JsonNode;
}

type Container = { node: Extract<JsonNode, { kind: 'object' | 'array' }>; pendingKey: { key: string; rawKey: string } | null };

/**
 * Builds the tree from text that JSON.parse has already accepted (so no error handling here).
 * Iterative, so nesting depth is bounded by memory, not the call stack.
 */
export function parseJsonAst(text: string): JsonNode {
  const stack: Container[] = [];
  const result: { root: JsonNode | null } = { root: null };
  const attach = (node: JsonNode) => {
    const parent = stack[stack.length - 1];
    if (!parent) result.root = node;
    else if (parent.node.kind === 'array') parent.node.items.push(node);
    else if (parent.pendingKey) {
      parent.node.entries.push({ ...parent.pendingKey, value: node });
      parent.pendingKey = null;
    }
  };
  let index = 0;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    if (isJsonWhitespace(code) || code === 44 || code === 58) {
      index += 1;
    } else if (code === 123 || code === 91) {
      const node: Container['node'] = code === 123 ? { kind: 'object', entries: [] } : { kind: 'array', items: [] };
      attach(node);
      stack.push({ node, pendingKey: null });
      index += 1;
    } else if (code === 125 || code === 93) {
      stack.pop();
      index += 1;
    } else if (code === 34) {
      const end = stringEnd(text, index);
      const raw = text.slice(index, end);
      const parent = stack[stack.length - 1];
      if (parent && parent.node.kind === 'object' && !parent.pendingKey) {
        // Most keys have no escapes; decoding those by slicing is much cheaper than JSON.parse.
        const key = raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1);
        parent.pendingKey = { key, rawKey: raw };
      } else {
        attach({ kind: 'string', raw });
      }
      index = end;
    } else {
      const end = bareEnd(text, index);
      const raw = text.slice(index, end);
      attach(raw === 'true' || raw === 'false' || raw === 'null' ? { kind: 'literal', raw } : { kind: 'number', raw });
      index = end;
    }
  }
  if (!result.root) throw new Error('Empty JSON text');
  return result.root;
}
