import { type Alias, type Document, isAlias, visit } from 'yaml';

/**
 * The first alias that names no anchor before it. yaml reports one only when it converts or prints the
 * document, without its place; found here, it has one. One pass in document order (Alias.resolve would walk
 * the whole document for each alias).
 */
export function danglingAlias(document: Document): Alias | null {
  const anchors = new Set<string>();
  let found: Alias | null = null;
  visit(document, {
    Node(_key, node) {
      if (isAlias(node)) {
        if (anchors.has(node.source)) return undefined;
        found = node;
        return visit.BREAK;
      }
      if (node.anchor) anchors.add(node.anchor);
      return undefined;
    },
  });
  return found;
}

/** The sentence for it, without a final stop, so each tool ends it its own way. */
export const danglingAliasMessage = (alias: Alias) => `The alias *${alias.source} has no &${alias.source} anchor before it`;
