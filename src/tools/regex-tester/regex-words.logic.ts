import type { AST } from '@eslint-community/regexpp';
import { childrenOf } from './regex-ast.logic';

/** Characters a reader cannot see, by name. */
const NAMED_CHARACTERS: Readonly<Record<number, string>> = {
  0x00: 'a null character (U+0000)',
  0x09: 'a tab (U+0009)',
  0x0a: 'a line feed (U+000A)',
  0x0b: 'a vertical tab (U+000B)',
  0x0c: 'a form feed (U+000C)',
  0x0d: 'a carriage return (U+000D)',
  0x20: 'a space (U+0020)',
  0xa0: 'a no-break space (U+00A0)',
};

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** `"a" (U+0061)`, or a name for an invisible character. */
export function characterName(code: number): string {
  const named = NAMED_CHARACTERS[code];
  if (named) return named;
  const visible = !/[\p{C}\p{Z}]/u.test(String.fromCodePoint(code));
  return visible ? `${JSON.stringify(String.fromCodePoint(code))} (${hex(code)})` : `the character ${hex(code)}`;
}

/** The long names of the general categories people write short (\p{L}, \p{Lu}, \p{Nd}...). */
const GENERAL_CATEGORIES: Readonly<Record<string, string>> = {
  L: 'Letter',
  LC: 'Cased_Letter',
  Lu: 'Uppercase_Letter',
  Ll: 'Lowercase_Letter',
  Lt: 'Titlecase_Letter',
  Lm: 'Modifier_Letter',
  Lo: 'Other_Letter',
  M: 'Mark',
  Mn: 'Nonspacing_Mark',
  Mc: 'Spacing_Mark',
  Me: 'Enclosing_Mark',
  N: 'Number',
  Nd: 'Decimal_Number',
  Nl: 'Letter_Number',
  No: 'Other_Number',
  P: 'Punctuation',
  Pc: 'Connector_Punctuation',
  Pd: 'Dash_Punctuation',
  Ps: 'Open_Punctuation',
  Pe: 'Close_Punctuation',
  Pi: 'Initial_Punctuation',
  Pf: 'Final_Punctuation',
  Po: 'Other_Punctuation',
  S: 'Symbol',
  Sm: 'Math_Symbol',
  Sc: 'Currency_Symbol',
  Sk: 'Modifier_Symbol',
  So: 'Other_Symbol',
  Z: 'Separator',
  Zs: 'Space_Separator',
  Zl: 'Line_Separator',
  Zp: 'Paragraph_Separator',
  C: 'Other',
  Cc: 'Control',
  Cf: 'Format',
  Cs: 'Surrogate',
  Co: 'Private_Use',
  Cn: 'Unassigned',
};

/** What a Unicode property escape selects, e.g. "a character in the general category Letter". */
export function propertyName(node: AST.UnicodePropertyCharacterSet): string {
  if (node.strings) return `a character or emoji sequence of the property of strings ${node.key} (v flag)`;
  const what =
    node.key === 'General_Category' && node.value !== null
      ? `the general category ${GENERAL_CATEGORIES[node.value] ?? node.value}`
      : node.key === 'Script' || node.key === 'Script_Extensions'
        ? `the ${node.value ?? ''} script${node.key === 'Script_Extensions' ? ' (or used with it)' : ''}`
        : `the property ${node.key}`;
  return `${node.negate ? 'a character not in' : 'a character in'} ${what} (Unicode property ${node.raw})`;
}

const ESCAPE_SETS = {
  digit: ['a digit (0-9)', 'a character that is not a digit (0-9)'],
  word: ['a word character (a-z, A-Z, 0-9, _)', 'a character that is not a word character (a-z, A-Z, 0-9, _)'],
  space: ['a whitespace character (space, tab, line breaks, other Unicode spaces)', 'a character that is not whitespace'],
} as const;

/** What `\d`, `\W`, `\p{…}` and the like match, as a noun phrase. */
export function setName(node: AST.EscapeCharacterSet | AST.UnicodePropertyCharacterSet): string {
  if (node.kind === 'property') return propertyName(node);
  return ESCAPE_SETS[node.kind][node.negate ? 1 : 0];
}

/** "exactly 3 times", "between 1 and 3 times", "1 or more times". */
export function quantifierCount(min: number, max: number): string {
  const times = (count: number) => (count === 1 ? 'once' : `${count} times`);
  if (min === max) return `exactly ${times(min)}`;
  if (max === Infinity) return min === 0 ? 'zero or more times' : `${min} or more times`;
  if (min === 0 && max === 1) return 'zero or one time (optional)';
  return `between ${min} and ${max} times`;
}

/** Each capturing group's number, counted by its opening parenthesis as the engine counts them. */
export function groupNumbers(pattern: AST.Pattern): Map<AST.CapturingGroup, number> {
  const numbers = new Map<AST.CapturingGroup, number>();
  const visit = (node: AST.Node) => {
    if (node.type === 'CapturingGroup') numbers.set(node, numbers.size + 1);
    childrenOf(node).forEach(visit);
  };
  visit(pattern);
  return numbers;
}
