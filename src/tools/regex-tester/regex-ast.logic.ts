import { RegExpParser, type AST } from '@eslint-community/regexpp';
import { failureMessage } from '@/lib/job-failure';

/** The newest syntax the parser knows (modifiers `(?i:…)`, duplicate named groups): the tester accepts what the browser accepts. */
const parser = new RegExpParser({ ecmaVersion: 2025 });

export interface ParsedRegex {
  pattern: AST.Pattern;
  flags: AST.Flags;
}

export type ParseResult = { ok: true; value: ParsedRegex } | { ok: false; message: string };

/** The pattern's syntax tree as ECMAScript reads it with these flags (Annex B rules without u or v, as the browser applies them). */
export function parseRegex(source: string, flags: string): ParseResult {
  try {
    const parsedFlags = parser.parseFlags(flags);
    const pattern = parser.parsePattern(source, 0, source.length, { unicode: parsedFlags.unicode, unicodeSets: parsedFlags.unicodeSets });
    return { ok: true, value: { pattern, flags: parsedFlags } };
  } catch (error) {
    return { ok: false, message: failureMessage('Could not read this pattern', error) };
  }
}

/** Every node of the pattern, counted once: how big a diagram or an explanation of it would be. */
export function countNodes(node: AST.Node): number {
  return 1 + childrenOf(node).reduce((sum, child) => sum + countNodes(child), 0);
}

/** The nodes directly under a node, in source order. */
export function childrenOf(node: AST.Node): AST.Node[] {
  switch (node.type) {
    case 'Pattern':
    case 'Group':
    case 'CapturingGroup':
    case 'ClassStringDisjunction':
      return node.alternatives;
    case 'Assertion':
      return node.kind === 'lookahead' || node.kind === 'lookbehind' ? node.alternatives : [];
    case 'Alternative':
    case 'StringAlternative':
    case 'CharacterClass':
      return node.elements;
    case 'Quantifier':
      return [node.element];
    case 'CharacterClassRange':
      return [node.min, node.max];
    case 'ExpressionCharacterClass':
      return [node.expression];
    case 'ClassIntersection':
    case 'ClassSubtraction':
      return [node.left, node.right];
    default:
      return [];
  }
}
