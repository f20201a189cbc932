import type { AST } from '@eslint-community/regexpp';
import { formatNumber } from '@contract/format-number';
import type { ParsedRegex } from './regex-ast.logic';
import { characterName, groupNumbers, quantifierCount, setName } from './regex-words.logic';
import { FLAG_DESCRIPTIONS } from './regex-tester.logic';

/** One line of the explanation: the part of the pattern, what it does, and the parts inside it. */
export interface ExplainedPart {
  code: string;
  text: string;
  children: ExplainedPart[];
}

export interface Explanation {
  parts: ExplainedPart[];
  /** One line per flag that is set. */
  flags: ExplainedPart[];
  /** Said when the pattern had more parts than the explanation shows (a page must not draw 10,000 lines at once). */
  cutNote: string | null;
}

/** Lines shown at most: a bigger pattern is explained up to here, and the screen says so. */
export const MAX_EXPLAINED_PARTS = 1500;

/** The flags in force at a point of the pattern: the pattern's, as modifiers such as `(?i:…)` change them. */
interface Mode {
  ignoreCase: boolean;
  multiline: boolean;
  dotAll: boolean;
}

class Explainer {
  private left: number;
  cut = false;

  constructor(
    private readonly numbers: Map<AST.CapturingGroup, number>,
    limit: number,
  ) {
    this.left = limit;
  }

  /** A line, unless the limit is reached: then null, and the explanation is marked as cut. */
  private line(code: string, text: string, children: () => ExplainedPart[] = () => []): ExplainedPart | null {
    if (this.left <= 0) {
      this.cut = true;
      return null;
    }
    this.left -= 1;
    return { code, text, children: children() };
  }

  alternatives(alternatives: readonly AST.Alternative[], mode: Mode): ExplainedPart[] {
    if (alternatives.length === 1) return this.elements(alternatives[0]?.elements ?? [], mode);
    return present(
      alternatives.map((alternative, index) =>
        this.line(
          alternative.raw,
          `Alternative ${index + 1} of ${alternatives.length}${alternative.elements.length === 0 ? ': matches the empty string' : ''}`,
          () => this.elements(alternative.elements, mode),
        ),
      ),
    );
  }

  /** Elements in order; a run of literal characters is one line, as a reader sees it. */
  private elements(elements: readonly AST.Element[], mode: Mode): ExplainedPart[] {
    const lines: (ExplainedPart | null)[] = [];
    for (let at = 0; at < elements.length; at += 1) {
      const run: AST.Character[] = [];
      for (let next = elements[at]; next?.type === 'Character'; next = elements[at + run.length]) run.push(next);
      if (run.length > 1) {
        lines.push(this.literal(run, mode));
        at += run.length - 1;
      } else {
        const element = elements[at];
        if (element) lines.push(this.element(element, mode));
      }
    }
    return present(lines);
  }

  private literal(run: AST.Character[], mode: Mode): ExplainedPart | null {
    const text = String.fromCodePoint(...run.map((character) => character.value));
    return this.line(run.map((character) => character.raw).join(''), `matches the characters ${JSON.stringify(text)} literally (${caseWord(mode)})`);
  }

  private element(node: AST.Element, mode: Mode): ExplainedPart | null {
    switch (node.type) {
      case 'Quantifier':
        return this.quantifier(node, mode);
      case 'Character':
        return this.line(node.raw, `matches ${characterName(node.value)} literally (${caseWord(mode)})`);
      case 'CharacterSet':
        return this.line(node.raw, node.kind === 'any' ? anyText(mode) : `matches ${setName(node)}`);
      case 'CharacterClass':
      case 'ExpressionCharacterClass':
        return this.characterClass(node);
      case 'Group': {
        const inner = modeInside(node, mode);
        return this.line(node.raw, groupText(node), () => this.alternatives(node.alternatives, inner));
      }
      case 'CapturingGroup': {
        const number = this.numbers.get(node) ?? 0;
        const title = node.name === null ? `Capturing group #${number}` : `Capturing group #${number} (${node.name})`;
        return this.line(node.raw, `${title}: remembers the text it matches`, () => this.alternatives(node.alternatives, mode));
      }
      case 'Assertion':
        return this.assertion(node, mode);
      case 'Backreference':
        return this.line(node.raw, this.backreferenceText(node));
    }
  }

  private quantifier(node: AST.Quantifier, mode: Mode): ExplainedPart | null {
    const tail = node.raw.slice(node.element.raw.length);
    const manner = node.min === node.max ? '' : node.greedy ? ', as many as possible (greedy)' : ', as few as possible (lazy)';
    return this.line(node.raw, `Quantifier ${tail}: matches ${quantifierCount(node.min, node.max)}${manner}`, () =>
      present([this.element(node.element, mode)]),
    );
  }

  private assertion(node: AST.Assertion, mode: Mode): ExplainedPart | null {
    switch (node.kind) {
      case 'start':
        return this.line(node.raw, mode.multiline ? 'Assertion: start of line (m flag)' : 'Assertion: start of string');
      case 'end':
        return this.line(node.raw, mode.multiline ? 'Assertion: end of line (m flag)' : 'Assertion: end of string');
      case 'word':
        return this.line(
          node.raw,
          node.negate ? 'Assertion: not a word boundary (both sides word characters, or both not)' : 'Assertion: word boundary (between \\w and \\W)',
        );
      case 'lookahead':
      case 'lookbehind': {
        const where = node.kind === 'lookahead' ? 'after' : 'before';
        const title = `${node.negate ? 'Negative' : 'Positive'} ${node.kind}: the text ${where} this point must ${node.negate ? 'not ' : ''}match`;
        return this.line(node.raw, `${title} (consumes nothing)`, () => this.alternatives(node.alternatives, mode));
      }
    }
  }

  private backreferenceText(node: AST.Backreference): string {
    const groups = Array.isArray(node.resolved) ? node.resolved : [node.resolved];
    const numbers = groups.map((group) => `#${this.numbers.get(group) ?? 0}`).join(' or ');
    const name = typeof node.ref === 'string' ? ` (${node.ref})` : '';
    return `Backreference to group ${numbers}${name}: matches the same text that group last matched`;
  }

  private characterClass(node: AST.CharacterClass | AST.ExpressionCharacterClass): ExplainedPart | null {
    if (node.type === 'ExpressionCharacterClass') {
      const title = node.negate ? 'Negated character class (v flag set operation): any one character not in' : 'Character class (v flag set operation):';
      return this.line(node.raw, `${title} the result of the operation below`, () => present([this.setOperation(node.expression)]));
    }
    const listed = node.elements.map((element) => element.raw);
    const shown = listed.length > 8 ? [...listed.slice(0, 8), '…'] : listed;
    const title = node.negate ? `Negated character class: none of ${shown.join(', ')}` : `Character class: any of ${shown.join(', ')}`;
    const text = node.elements.length === 0 ? (node.negate ? 'Negated empty class: matches any character' : 'Empty class: never matches') : title;
    return this.line(node.raw, text, () => present(node.elements.map((element) => this.classElement(element))));
  }

  private classElement(node: AST.CharacterClassElement | AST.ClassSetOperand): ExplainedPart | null {
    switch (node.type) {
      case 'Character':
        return this.line(node.raw, characterName(node.value));
      case 'CharacterClassRange':
        return this.line(node.raw, `a character in the range ${characterName(node.min.value)} to ${characterName(node.max.value)}`);
      case 'CharacterSet':
        return this.line(node.raw, setName(node));
      case 'ClassStringDisjunction': {
        const strings = node.alternatives.map((alternative) => JSON.stringify(String.fromCodePoint(...alternative.elements.map((c) => c.value))));
        return this.line(node.raw, `String literal (\\q{…}, v flag): one of the strings ${strings.join(', ')}`);
      }
      case 'CharacterClass':
      case 'ExpressionCharacterClass':
        return this.characterClass(node);
    }
  }

  private setOperation(node: AST.ClassIntersection | AST.ClassSubtraction): ExplainedPart | null {
    const operands = operandsOf(node);
    const text =
      node.type === 'ClassIntersection'
        ? 'Intersection (&&): characters that are in every one of these sets'
        : 'Subtraction (--): characters of the first set that are in none of the others';
    return this.line(node.raw, text, () => present(operands.map((operand) => this.classElement(operand))));
  }
}

/** `A&&B&&C` as its operands A, B, C (the parser nests them to the left). */
function operandsOf(node: AST.ClassIntersection | AST.ClassSubtraction): AST.ClassSetOperand[] {
  const left = node.left.type === node.type ? operandsOf(node.left as typeof node) : [node.left as AST.ClassSetOperand];
  return [...left, node.right];
}

function present(lines: readonly (ExplainedPart | null)[]): ExplainedPart[] {
  return lines.filter((line): line is ExplainedPart => line !== null);
}

const caseWord = (mode: Mode) => (mode.ignoreCase ? 'case insensitive' : 'case sensitive');

const anyText = (mode: Mode) =>
  mode.dotAll ? 'matches any character, line terminators included (s flag)' : 'matches any character except line terminators (\\n, \\r, \\u2028, \\u2029)';

const MODIFIER_NAMES: readonly [keyof AST.ModifierFlags & keyof Mode, string][] = [
  ['ignoreCase', 'i (ignore case)'],
  ['multiline', 'm (multiline)'],
  ['dotAll', 's (dot all)'],
];

function groupText(node: AST.Group): string {
  if (!node.modifiers) return 'Non-capturing group: groups without remembering';
  const { add, remove } = node.modifiers;
  const on = MODIFIER_NAMES.filter(([key]) => add[key]).map(([, name]) => name);
  const off = MODIFIER_NAMES.filter(([key]) => remove?.[key]).map(([, name]) => name);
  const changes = [on.length > 0 && `turns on ${on.join(', ')}`, off.length > 0 && `turns off ${off.join(', ')}`].filter(Boolean);
  return `Non-capturing group with modifiers: ${changes.join(' and ')} inside it`;
}

function modeInside(node: AST.Group, mode: Mode): Mode {
  if (!node.modifiers) return mode;
  const { add, remove } = node.modifiers;
  const flag = (key: keyof Mode) => (add[key] ? true : remove?.[key] ? false : mode[key]);
  return { ignoreCase: flag('ignoreCase'), multiline: flag('multiline'), dotAll: flag('dotAll') };
}

function explainFlags(flags: AST.Flags): ExplainedPart[] {
  return FLAG_DESCRIPTIONS.filter(({ flag }) => flags.raw.includes(flag)).map(({ flag, name, title }) => ({
    code: flag,
    text: `${name}: ${flag === 'v' ? `${title} (&& intersection, -- subtraction, nested classes, \\q{…} strings)` : title}`,
    children: [],
  }));
}

/** The pattern in plain English, part by part, as a tree (regex101's explanation), with its flags. */
export function explainRegex({ pattern, flags }: ParsedRegex, limit = MAX_EXPLAINED_PARTS): Explanation {
  const explainer = new Explainer(groupNumbers(pattern), limit);
  const mode = { ignoreCase: flags.ignoreCase, multiline: flags.multiline, dotAll: flags.dotAll };
  const parts = explainer.alternatives(pattern.alternatives, mode);
  const cutNote = explainer.cut ? `The pattern has more parts than one page can list: the first ${formatNumber(limit)} are explained.` : null;
  return { parts, flags: explainFlags(flags), cutNote };
}
