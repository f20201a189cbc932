import type { AST } from '@eslint-community/regexpp';
import railroad, { type RailroadItem } from 'railroad-diagrams';
import { formatNumber } from '@contract/format-number';
import { countNodes, type ParsedRegex } from './regex-ast.logic';
import { groupNumbers, quantifierCount } from './regex-words.logic';
import { labelledBox } from './railroad-box.logic';

const { Choice, Comment, Diagram, NonTerminal, OneOrMore, Optional, Sequence, Skip, Terminal, ZeroOrMore } = railroad;

/** An SVG element as plain data, to cross from the worker and be rendered by React, which escapes every text and attribute. */
export interface SvgNode {
  tag: string;
  attrs: Record<string, string>;
  children: SvgNode[];
  text?: string;
}

export type DiagramResult = { ok: true; svg: SvgNode } | { ok: false; message: string };

/** Parts drawn at most: past this, the diagram is too big to read and to lay out in a page. */
export const MAX_DRAWN_NODES = 1000;

/** Boxes wider than this are cut, since the library sizes a box by its text. */
const MAX_LABEL_LENGTH = 40;

const label = (text: string) => (text.length > MAX_LABEL_LENGTH ? `${text.slice(0, MAX_LABEL_LENGTH - 1)}…` : text);

/** Literal text as a reader sees it in a box: quoted, with invisible characters escaped. */
const literal = (codes: readonly number[]) => Terminal(label(JSON.stringify(String.fromCodePoint(...codes))));

const SET_WORDS = { digit: ['digit', 'not digit'], word: ['word character', 'not word character'], space: ['white space', 'not white space'] } as const;

class DiagramBuilder {
  constructor(
    private readonly numbers: Map<AST.CapturingGroup, number>,
    private readonly flags: AST.Flags,
  ) {}

  alternatives(alternatives: readonly AST.Alternative[], multiline: boolean): RailroadItem {
    const branches = alternatives.map((alternative) => this.sequence(alternative.elements, multiline));
    return branches.length === 1 && branches[0] ? branches[0] : Choice(0, ...branches);
  }

  private sequence(elements: readonly AST.Element[], multiline: boolean): RailroadItem {
    const items: RailroadItem[] = [];
    for (let at = 0; at < elements.length; at += 1) {
      const codes: number[] = [];
      for (let next = elements[at]; next?.type === 'Character'; next = elements[at + codes.length]) codes.push(next.value);
      if (codes.length > 0) {
        items.push(literal(codes));
        at += codes.length - 1;
      } else {
        const element = elements[at];
        if (element) items.push(this.element(element, multiline));
      }
    }
    if (items.length === 0) return Skip();
    return items.length === 1 && items[0] ? items[0] : Sequence(...items);
  }

  private element(node: AST.Element, multiline: boolean): RailroadItem {
    switch (node.type) {
      case 'Character':
        return literal([node.value]);
      case 'CharacterSet':
        return this.set(node);
      case 'CharacterClass':
      case 'ExpressionCharacterClass':
        return this.characterClass(node);
      case 'Group': {
        const inner = node.modifiers ? modifiedMultiline(node.modifiers, multiline) : multiline;
        const content = this.alternatives(node.alternatives, inner);
        return node.modifiers ? labelledBox(content, `flags ${node.modifiers.raw}`) : content;
      }
      case 'CapturingGroup': {
        const title = `group #${this.numbers.get(node) ?? 0}${node.name === null ? '' : ` ${node.name}`}`;
        return labelledBox(this.alternatives(node.alternatives, multiline), label(title));
      }
      case 'Quantifier':
        return this.quantifier(node, multiline);
      case 'Backreference': {
        const groups = Array.isArray(node.resolved) ? node.resolved : [node.resolved];
        return NonTerminal(label(`back to ${groups.map((group) => `#${this.numbers.get(group) ?? 0}`).join(' or ')}`));
      }
      case 'Assertion':
        switch (node.kind) {
          case 'start':
            return NonTerminal(multiline ? 'start of line' : 'start of string');
          case 'end':
            return NonTerminal(multiline ? 'end of line' : 'end of string');
          case 'word':
            return NonTerminal(node.negate ? 'not word boundary' : 'word boundary');
          default: {
            const words = node.kind === 'lookahead' ? 'followed by' : 'preceded by';
            return labelledBox(this.alternatives(node.alternatives, multiline), node.negate ? `not ${words}` : words);
          }
        }
    }
  }

  private set(node: AST.CharacterSet): RailroadItem {
    if (node.kind === 'any') return NonTerminal(this.flags.dotAll ? 'any character' : 'any character except line breaks');
    if (node.kind === 'property') return NonTerminal(label(node.raw));
    return NonTerminal(SET_WORDS[node.kind][node.negate ? 1 : 0]);
  }

  private characterClass(node: AST.CharacterClass | AST.ExpressionCharacterClass): RailroadItem {
    const title = node.negate ? 'none of' : 'one of';
    if (node.type === 'ExpressionCharacterClass') return labelledBox(NonTerminal(label(node.expression.raw)), `${title} (set operation)`);
    if (node.elements.length === 0) return NonTerminal(node.negate ? 'any character' : 'nothing (empty class)');
    return labelledBox(Choice(0, ...node.elements.map((element) => this.classElement(element))), title);
  }

  private classElement(node: AST.CharacterClassElement): RailroadItem {
    switch (node.type) {
      case 'Character':
        return literal([node.value]);
      case 'CharacterClassRange':
        return Terminal(`${JSON.stringify(String.fromCodePoint(node.min.value))} – ${JSON.stringify(String.fromCodePoint(node.max.value))}`);
      case 'CharacterSet':
        return this.set(node);
      case 'ClassStringDisjunction':
        return Choice(0, ...node.alternatives.map((alternative) => literal(alternative.elements.map((character) => character.value))));
      case 'CharacterClass':
      case 'ExpressionCharacterClass':
        return this.characterClass(node);
    }
  }

  private quantifier(node: AST.Quantifier, multiline: boolean): RailroadItem {
    const item = this.element(node.element, multiline);
    const lazy = node.greedy ? undefined : 'skip';
    const lazyWord = node.greedy ? '' : ' (lazy)';
    const { min, max } = node;
    if (min === 1 && max === 1) return item;
    if (max === 0) return Comment('repeated 0 times');
    if (min === 0 && max === 1) return Optional(item, lazy);
    if (min === 0 && max === Infinity) return ZeroOrMore(item, node.greedy ? undefined : Comment('lazy'), lazy);
    if (min === 1 && max === Infinity) return OneOrMore(item, node.greedy ? undefined : Comment('lazy'));
    // A loop says how often it runs, as regexper does; the minimum counts the first pass.
    const loop = OneOrMore(item, Comment(`${quantifierCount(Math.max(min, 1), max)}${lazyWord}`));
    return min === 0 ? Optional(loop, lazy) : loop;
  }
}

function modifiedMultiline(modifiers: AST.Modifiers, multiline: boolean): boolean {
  if (modifiers.add.multiline) return true;
  return modifiers.remove?.multiline ? false : multiline;
}

/** Only the library's own element kinds, as plain data. */
function toSvgNode(item: RailroadItem): SvgNode {
  const attrs = Object.fromEntries(Object.entries(item.attrs).map(([name, value]) => [name, String(value)]));
  if (typeof item.children === 'string') return { tag: item.tagName, attrs, children: [], text: item.children };
  return { tag: item.tagName, attrs, children: item.children.map(toSvgNode) };
}

/** The railroad diagram of the pattern, drawn by railroad-diagrams from the parser's syntax tree. */
export function drawRegex({ pattern, flags }: ParsedRegex): DiagramResult {
  const size = countNodes(pattern);
  if (size > MAX_DRAWN_NODES) {
    return {
      ok: false,
      message: `This pattern has ${formatNumber(size)} parts, too many to draw (the diagram draws up to ${formatNumber(MAX_DRAWN_NODES)}). The Explanation lists them.`,
    };
  }
  const builder = new DiagramBuilder(groupNumbers(pattern), flags);
  return { ok: true, svg: toSvgNode(Diagram(builder.alternatives(pattern.alternatives, flags.multiline)).format()) };
}
