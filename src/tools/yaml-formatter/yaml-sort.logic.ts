import { Alias, type Document, isAlias, isScalar, type Node, type Pair, visit } from 'yaml';

type Comments = Pick<Node, 'comment' | 'commentBefore' | 'spaceBefore'>;

function commentsOf(node: Node): Comments {
  return { comment: node.comment, commentBefore: node.commentBefore, spaceBefore: node.spaceBefore };
}

function keyText(pair: Pair): string {
  const { key } = pair;
  if (isScalar(key)) return String(key.value);
  return key === null || key === undefined ? '' : String(key);
}

/** `<<` merge keys stay first, then the rest by code point, like `jq -S` and the JSON Beautifier. */
function compareKeys(a: Pair, b: Pair): number {
  const left = keyText(a);
  const right = keyText(b);
  if ((left === '<<') !== (right === '<<')) return left === '<<' ? -1 : 1;
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * Sorts the keys of every mapping, at every depth. Comments belong to their keys and move with them.
 * Sorting can put an alias (`*base`) before the anchor it names (`&base`), which YAML forbids, so the first
 * place the node appears in the new order takes the anchored node and its old place becomes the alias: the
 * data is the same graph as before.
 */
export function sortYamlKeys(document: Document): void {
  // Each alias names the closest anchor before it: one pass in document order (Alias.resolve walks the document per alias).
  const targets = new Map<Alias, Node>();
  const anchors = new Map<string, Node>();
  visit(document, {
    Node(_key, node) {
      if (isAlias(node)) {
        const target = anchors.get(node.source);
        if (target) targets.set(node, target);
      } else if (node.anchor) anchors.set(node.anchor, node);
    },
  });
  visit(document, {
    Map(_key, map) {
      map.items.sort(compareKeys);
    },
  });
  const placed = new Set<Node>();
  // Comments stay where they were written: the alias's go with the anchored node to its new place, and back.
  const leftBehind = new Map<Node, Comments>();
  visit(document, {
    Node(_key, node) {
      if (isAlias(node)) {
        const target = targets.get(node);
        if (!target || placed.has(target)) return undefined;
        leftBehind.set(target, commentsOf(target));
        Object.assign(target, commentsOf(node));
        // The anchored node takes the alias's place; visiting it next marks it placed.
        return target;
      }
      if (!node.anchor) return undefined;
      if (placed.has(node)) return Object.assign(new Alias(node.anchor), leftBehind.get(node));
      placed.add(node);
      return undefined;
    },
  });
}
