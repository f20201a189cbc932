import type { JsonNode } from './json-ast';
import { formatCount } from '@contract/format-number';

/** A segment of a path from the root: an object key (decoded) or an array index. */
export type PathSegment = string | number;

export type ContainerNode = Extract<JsonNode, { kind: 'object' | 'array' }>;

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

const CONTROL_ESCAPES: Record<string, string> = { '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** Quotes a key for `['…']`: `'` and `\` are escaped, and control characters too (as RFC 9535 does), so the path stays on one line. */
function quoteKey(key: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we escape
  const escaped = key.replace(/['\\\u0000-\u001f]/g, (char) => {
    if (char === "'" || char === '\\') return `\\${char}`;
    return CONTROL_ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
  return `['${escaped}']`;
}

/** One segment as written after its parent's path: `.name`, `['first name']` or `[3]`. */
function pathSegment(segment: PathSegment): string {
  if (typeof segment === 'number') return `[${segment}]`;
  return IDENTIFIER.test(segment) ? `.${segment}` : quoteKey(segment);
}

/** The path of a child, given its parent's path (cheaper than rebuilding it from the root). */
export function appendPath(parentPath: string, segment: PathSegment): string {
  return parentPath + pathSegment(segment);
}

/**
 * How a tree names its nodes: JSONPath for JSON and YAML, XPath for XML. Paths are also the tree's
 * expansion keys, so every node's path must be unique.
 */
export interface TreePaths {
  /** What a path is called in "Copy JSONPath $.a". */
  name: string;
  /** The root's path and label. */
  root: string;
  append: (parentPath: string, segment: PathSegment) => string;
}

export const JSON_PATHS: TreePaths = { name: 'JSONPath', root: '$', append: appendPath };

/** JSONPath as people paste it: `$`, `$.store.book[0].title`, `$['first name']`, `$['it\'s']`. */
export function jsonPath(segments: readonly PathSegment[]): string {
  let path = '$';
  for (const segment of segments) path += pathSegment(segment);
  return path;
}

/** The preview of a collapsed node: `{3 keys}`, `{1 key}`, `[12 items]`, `{}`, `[]`; a leaf is its literal. */
export function summarize(node: JsonNode): string {
  if (node.kind === 'object') return node.entries.length === 0 ? '{}' : `{${formatCount(node.entries.length, 'key', 'keys')}}`;
  if (node.kind === 'array') return node.items.length === 0 ? '[]' : `[${formatCount(node.items.length, 'item', 'items')}]`;
  return node.raw;
}

export function isContainer(node: JsonNode): node is ContainerNode {
  return node.kind === 'object' || node.kind === 'array';
}

export function childCount(node: ContainerNode): number {
  return node.kind === 'object' ? node.entries.length : node.items.length;
}

/** The child at `index` with its path segment (the key for an object entry, the index for an array item). */
export function childAt(node: ContainerNode, index: number): { segment: PathSegment; node: JsonNode } {
  if (node.kind === 'array') {
    const item = node.items[index];
    if (!item) throw new RangeError(`No item ${index}`);
    return { segment: index, node: item };
  }
  const entry = node.entries[index];
  if (!entry) throw new RangeError(`No entry ${index}`);
  return { segment: entry.key, node: entry.value };
}

/** Containers with more children than this show them in ranges of this size, as browser devtools do. */
export const RANGE_SIZE = 100;

export interface ChildRange {
  start: number;
  /** Inclusive. */
  end: number;
}

/** The ranges `[0 … 99]`, `[100 … 199]`, … of a container with `count` children; none when they fit in one. */
export function childRanges(count: number): ChildRange[] {
  if (count <= RANGE_SIZE) return [];
  const ranges: ChildRange[] = [];
  for (let start = 0; start < count; start += RANGE_SIZE) ranges.push({ start, end: Math.min(start + RANGE_SIZE, count) - 1 });
  return ranges;
}

/**
 * The expansion key of a range: the slice `$.a[100:200]`, which no normalised path can equal,
 * so ranges share the Set of expanded paths with nodes.
 */
export function rangeKey(parentPath: string, range: ChildRange): string {
  return `${parentPath}[${range.start}:${range.end + 1}]`;
}

export interface ExpandOptions {
  /** Containers deeper than this stay closed (the root is depth 0). */
  maxDepth: number;
  /** Open at most this many containers and ranges. */
  maxNodes: number;
  /** Stop before the rows shown by the opened containers and ranges would pass this. */
  maxRows: number;
  /** Whether ranges open too (Expand all) or stay closed (first view). */
  openRanges: boolean;
}

/** First view: the root and its first level open, ranges closed, and a small row budget so it is always instant. */
export const INITIAL_EXPANSION: ExpandOptions = { maxDepth: 1, maxNodes: 200, maxRows: 2_000, openRanges: false };

/**
 * "Expand all": breadth-first, at most 2,000 containers and ranges, stopping before the rows on screen would
 * pass 5,000 (each toggle re-renders the rows on screen), so a huge document opens at its top instead of freezing the page.
 */
export const EXPAND_ALL: ExpandOptions = { maxDepth: Number.POSITIVE_INFINITY, maxNodes: 2_000, maxRows: 5_000, openRanges: true };

export interface Expansion {
  /** Paths and range keys to open, breadth-first. */
  keys: string[];
  /** Containers and ranges opened (`keys.length`). */
  nodes: number;
  /** True when a budget stopped the walk before everything within `maxDepth` was open. */
  capped: boolean;
}

type Pending =
  { kind: 'node'; node: ContainerNode; path: string; depth: number } | { kind: 'range'; node: ContainerNode; path: string; depth: number; range: ChildRange };

/**
 * Which containers to open, breadth-first and within budgets, so that "Expand all" on a huge
 * document opens the top of it instead of freezing the page. The root always opens.
 * Visits only what it opens and their direct children, never the whole document.
 */
export function expansionKeys(root: JsonNode, options: ExpandOptions, paths: TreePaths = JSON_PATHS): Expansion {
  const keys: string[] = [];
  if (!isContainer(root)) return { keys, nodes: 0, capped: false };
  const queue: Pending[] = [{ kind: 'node', node: root, path: paths.root, depth: 0 }];
  let rows = 0;
  const enqueueChildren = (node: ContainerNode, path: string, depth: number, from: number, to: number) => {
    if (depth + 1 > options.maxDepth) return;
    for (let index = from; index <= to; index += 1) {
      const child = childAt(node, index);
      if (isContainer(child.node) && childCount(child.node) > 0) {
        queue.push({ kind: 'node', node: child.node, path: paths.append(path, child.segment), depth: depth + 1 });
      }
    }
  };
  for (let head = 0; head < queue.length; head += 1) {
    const item = queue[head]!;
    const count = childCount(item.node);
    const ranges = item.kind === 'node' ? childRanges(count) : [];
    const cost = item.kind === 'range' ? item.range.end - item.range.start + 1 : ranges.length > 0 ? ranges.length : count;
    if (head > 0 && (keys.length + 1 > options.maxNodes || rows + cost > options.maxRows)) {
      return { keys, nodes: keys.length, capped: true };
    }
    rows += cost;
    if (item.kind === 'range') {
      keys.push(rangeKey(item.path, item.range));
      enqueueChildren(item.node, item.path, item.depth, item.range.start, item.range.end);
    } else {
      keys.push(item.path);
      if (ranges.length === 0) enqueueChildren(item.node, item.path, item.depth, 0, count - 1);
      else if (options.openRanges) {
        for (const range of ranges) queue.push({ kind: 'range', node: item.node, path: item.path, depth: item.depth, range });
      }
    }
  }
  return { keys, nodes: keys.length, capped: false };
}
