import type { AST } from '@eslint-community/regexpp';
import type DRange from 'drange';
import RandExp from 'randexp';
import { types, type Group, type Root, type Set as SetToken, type SetTokens, type Token } from 'ret';
import { mulberry32 } from '@/lib/seeded-random';
import { groupNumbers } from './regex-words.logic';
import { childrenOf, type ParsedRegex } from './regex-ast.logic';
import { ALL_CHARACTERS, anyCharacter, escapeSet, membersOf } from './sample-sets.logic';

/** Samples tried before saying none matched (a lookahead is met by chance often enough within these). */
export const SAMPLE_TRIES = 50;
/** Unbounded repetitions (`*`, `+`, `{2,}`) repeat at most this many times more than their minimum: a sample to read. */
const EXTRA_REPEATS = 6;

export type SampleResult =
  { ok: true; sample: string; matches: true } | { ok: true; sample: string; matches: false; note: string } | { ok: false; message: string };

/**
 * randexp picks a character of a set among its preferred ones (printable ASCII); a set with none of those, such as
 * Greek letters or a negated printable range, is picked from in full instead of giving up with an empty string.
 */
class ReadableRandExp extends RandExp {
  override _expand(token: Parameters<RandExp['_expand']>[0]): DRange {
    const readable = super._expand(token);
    if (readable.length > 0 || token.type !== types.SET) return readable;
    const preferred = this.defaultRange;
    this.defaultRange = ALL_CHARACTERS;
    try {
      return super._expand(token);
    } finally {
      this.defaultRange = preferred;
    }
  }
}

/** The flags in force at a point of the pattern, as modifiers such as `(?s:…)` change them. */
interface Mode {
  ignoreCase: boolean;
  dotAll: boolean;
}

const setOf = (range: DRange, not = false): SetToken => ({
  type: types.SET,
  not,
  set: range.subranges().map(({ low, high }) => ({ type: types.RANGE, from: low, to: high })),
});

const stringToken = (codes: readonly number[]): Token[] => codes.map((value) => ({ type: types.CHAR, value }));

/** The regexpp tree as randexp's tokens (those of its own parser, ret), which it generates from. */
class TokenBuilder {
  constructor(
    private readonly numbers: Map<AST.CapturingGroup, number>,
    /** The u or v flag, for the engine to read a class or property with. */
    private readonly unicodeFlag: string,
  ) {}

  options(alternatives: readonly AST.Alternative[], mode: Mode): Token[][] {
    return alternatives.map((alternative) => alternative.elements.map((element) => this.element(element, mode)));
  }

  private element(node: AST.Element, mode: Mode): Token {
    switch (node.type) {
      case 'Character':
        return { type: types.CHAR, value: node.value };
      case 'CharacterSet':
        return node.kind === 'any' ? setOf(anyCharacter(mode.dotAll)) : this.characters(node, mode);
      case 'CharacterClass':
      case 'ExpressionCharacterClass':
        return this.characterClass(node, mode);
      case 'Group': {
        const inner = node.modifiers ? modified(node.modifiers, mode) : mode;
        return { type: types.GROUP, remember: false, options: this.options(node.alternatives, inner) };
      }
      case 'CapturingGroup': {
        // randexp numbers groups as it first generates them; the engine numbers them by position.
        const group: Group & { groupNumber: number } = { type: types.GROUP, remember: true, groupNumber: (this.numbers.get(node) ?? 1) - 1, options: [] };
        group.options = this.options(node.alternatives, mode);
        return group;
      }
      case 'Quantifier':
        return { type: types.REPETITION, min: node.min, max: node.max, value: this.element(node.element, mode) };
      case 'Backreference': {
        const group = Array.isArray(node.resolved) ? node.resolved[0] : node.resolved;
        return { type: types.REFERENCE, value: group ? (this.numbers.get(group) ?? 0) : 0 };
      }
      case 'Assertion':
        // randexp generates nothing for assertions and lookarounds; the check against the real expression judges them.
        return { type: types.POSITION, value: '^' };
    }
  }

  /** `\d`, `\p{…}` and the like as a set; properties as the engine reads them. */
  private characters(node: AST.EscapeCharacterSet | AST.UnicodePropertyCharacterSet, mode: Mode): SetToken {
    if (node.kind === 'property') return setOf(membersOf(node.raw, this.flagsFor(mode)));
    return setOf(escapeSet(node.kind, node.negate));
  }

  private characterClass(node: AST.CharacterClass | AST.ExpressionCharacterClass, mode: Mode): Token {
    if (node.type === 'CharacterClass' && !node.negate) {
      // \q{…} strings and properties of strings: a class that matches strings is a choice of them and of its characters.
      const strings = node.elements.flatMap((element) =>
        element.type === 'ClassStringDisjunction' ? element.alternatives.filter((alternative) => alternative.elements.length !== 1) : [],
      );
      if (strings.length > 0) {
        const single = membersOf(node.raw, this.flagsFor(mode));
        const options = strings.map((alternative) => stringToken(alternative.elements.map((character) => character.value)));
        return { type: types.GROUP, remember: false, options: single.length > 0 ? [...options, [setOf(single)]] : options };
      }
    }
    if (node.type === 'CharacterClass' && isPlain(node) && !mode.ignoreCase) {
      return {
        type: types.SET,
        not: node.negate,
        set: (node.elements as AST.CharacterClassElement[]).flatMap((element): SetTokens => {
          if (element.type === 'Character') return [{ type: types.CHAR, value: element.value }];
          if (element.type === 'CharacterClassRange') return [{ type: types.RANGE, from: element.min.value, to: element.max.value }];
          return element.type === 'CharacterSet' && element.kind !== 'property' ? [setOf(escapeSet(element.kind, element.negate))] : [];
        }),
      };
    }
    // Properties, nested classes, set operations, and negation under the i flag: the engine says what the class matches.
    return setOf(membersOf(node.raw, this.flagsFor(mode)));
  }

  private flagsFor(mode: Mode): string {
    return `${this.unicodeFlag}${mode.ignoreCase ? 'i' : ''}`;
  }
}

/** A class of characters, ranges and \d \w \s only, which randexp's own sets express. */
function isPlain(node: AST.CharacterClass): boolean {
  return node.elements.every(
    (element) => element.type === 'Character' || element.type === 'CharacterClassRange' || (element.type === 'CharacterSet' && element.kind !== 'property'),
  );
}

function modified(modifiers: AST.Modifiers, mode: Mode): Mode {
  const { add, remove } = modifiers;
  const flag = (key: keyof Mode) => (add[key] ? true : remove?.[key] ? false : mode[key]);
  return { ignoreCase: flag('ignoreCase'), dotAll: flag('dotAll') };
}

/** The parts that randexp cannot honour, named for the note when no sample matched. */
function hardParts(pattern: AST.Pattern): string[] {
  const found = new Set<string>();
  const visit = (node: AST.Node) => {
    if (node.type === 'Assertion') found.add(node.kind === 'lookahead' || node.kind === 'lookbehind' ? 'lookarounds' : 'anchors and word boundaries');
    if (node.type === 'Backreference') found.add('backreferences');
    childrenOf(node).forEach(visit);
  };
  visit(pattern);
  return [...found];
}

/**
 * A string the whole pattern matches, made by randexp from the pattern's parsed tree; `seed` picks which one. Each
 * try is checked with the real expression, anchored at both ends of the sample; after SAMPLE_TRIES failures the last
 * one is returned with a note saying why none matched.
 */
export function generateSample({ pattern, flags }: ParsedRegex, seed: number): SampleResult {
  const unicodeFlag = flags.unicodeSets ? 'v' : flags.unicode ? 'u' : '';
  const builder = new TokenBuilder(groupNumbers(pattern), unicodeFlag);
  const root: Root = { type: types.ROOT, options: builder.options(pattern.alternatives, { ignoreCase: flags.ignoreCase, dotAll: flags.dotAll }) };
  const generator = new ReadableRandExp('');
  const random = mulberry32(seed);
  generator.max = EXTRA_REPEATS;
  // Letters keep the case written: the i flag accepts them as they are, and a (?-i:…) group would refuse a changed one.
  generator.ignoreCase = false;
  generator.randInt = (low, high) => low + Math.floor(random() * (1 + high - low));

  // Anchored by lookarounds, not ^ and $, which the m flag would turn into line anchors; g and y would make test() stateful.
  const whole = new RegExp(`(?<![\\s\\S])(?:${pattern.raw})(?![\\s\\S])`, flags.raw.replace(/[gy]/g, ''));
  let sample = '';
  for (let attempt = 0; attempt < SAMPLE_TRIES; attempt += 1) {
    sample = generator._gen(root, []);
    if (whole.test(sample)) return { ok: true, sample, matches: true };
  }
  const hard = hardParts(pattern);
  const why = hard.length > 0 ? ` The generator does not honour ${hard.join(', ')}, which this pattern uses.` : '';
  return { ok: true, sample, matches: false, note: `None of ${SAMPLE_TRIES} samples matched the whole pattern.${why} Try New sample, or edit the pattern.` };
}
