import { INPUT_EMPTY } from '@contract/messages';
import { positionAt, type SourcePosition } from '@contract/position';
import { type Indentation, indentUnit } from '@/lib/indentation';
import { reindentJson } from '@/lib/json-reindent';
import { parseJsonAst, type JsonNode } from '@/lib/json-ast';
import { scanJson } from '@/lib/json-scan';

export interface FormatOptions {
  indentation: Indentation;
  sortKeys: boolean;
  minify: boolean;
}

export const defaultFormatOptions: FormatOptions = { indentation: '2', sortKeys: false, minify: false };

export type FormatResult = { ok: true; text: string } | { ok: false; message: string; position: SourcePosition | null };

/** A file saved with a byte-order mark is still JSON to a person; JSON.parse disagrees. */
function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The spec's message for a parse failure that brings no detail of its own. */
export const INVALID_JSON_FORMAT = 'Invalid JSON format.';

/** Checks the text with the engine's own parser; on failure gives the spec's message and where it failed. */
function validateJson(text: string): FormatResult | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    if (!(error instanceof Error)) return { ok: false, message: INVALID_JSON_FORMAT, position: null };
    const offset = offsetFromMessage(error.message, text) ?? errorOffset(text);
    return { ok: false, message: `Invalid JSON: ${error.message}`, position: offset === null ? null : positionAt(text, offset) };
  }
}

/** V8 names a position for most errors but not for "Unexpected token": the scanner finds it, to mark the spot. */
function errorOffset(text: string): number | null {
  const scan = scanJson(text);
  return scan.ok ? null : scan.offset;
}

function offsetFromMessage(message: string, text: string): number | null {
  const match = /at position (\d+)/.exec(message);
  if (match?.[1]) return Number(match[1]);
  if (/end of JSON input/i.test(message)) return text.length;
  return null;
}

/**
 * Formats JSON text. Literals are copied exactly (no rounding of big numbers, escapes kept),
 * and key order is kept unless sortKeys is set.
 */
export function formatJson(input: string, options: FormatOptions): FormatResult {
  if (input.trim() === '') return { ok: false, message: INPUT_EMPTY, position: null };
  const text = stripBom(input);
  const invalid = validateJson(text);
  if (invalid) return invalid;
  const unit = options.minify ? '' : indentUnit(options.indentation);
  if (options.sortKeys) return { ok: true, text: printNode(sortNode(parseJsonAst(text)), unit) };
  // Without a length cap the re-indenter always returns text.
  return { ok: true, text: reindentJson(text, { unit }) as string };
}

/** Keys in code-point order, like `jq -S`, at every depth. Sorts the fresh tree in place. */
function sortNode(root: JsonNode): JsonNode {
  const pending: JsonNode[] = [root];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.kind === 'array') pending.push(...node.items);
    else if (node.kind === 'object') {
      node.entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      for (const entry of node.entries) pending.push(entry.value);
    }
  }
  return root;
}

function printNode(root: JsonNode, unit: string): string {
  const pretty = unit !== '';
  const out: string[] = [];
  const write = (node: JsonNode, indent: string) => {
    if (node.kind === 'object' || node.kind === 'array') {
      const children = node.kind === 'object' ? node.entries : node.items;
      const [open, close] = node.kind === 'object' ? ['{', '}'] : ['[', ']'];
      if (children.length === 0) {
        out.push(open + close);
        return;
      }
      const inner = indent + unit;
      out.push(open);
      children.forEach((child, position) => {
        if (position > 0) out.push(',');
        if (pretty) out.push('\n' + inner);
        if ('rawKey' in child) {
          out.push(child.rawKey, pretty ? ': ' : ':');
          write(child.value, inner);
        } else {
          write(child, inner);
        }
      });
      if (pretty) out.push('\n' + indent);
      out.push(close);
      return;
    }
    out.push(node.raw);
  };
  write(root, '');
  return out.join('');
}
