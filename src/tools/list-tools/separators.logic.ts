import { choices } from '@/lib/choices';

/** Where a list splits and what joins it again: named choices, or the visitor's own text. */
export const SPLITS = choices({
  lines: 'New lines',
  comma: 'Commas',
  semicolon: 'Semicolons',
  tab: 'Tabs',
  whitespace: 'Any white space',
  custom: 'Custom…',
});
export type SplitChoice = (typeof SPLITS.values)[number];

export const JOINS = choices({
  lines: 'New lines',
  'comma-space': 'Comma and space',
  comma: 'Comma',
  semicolon: 'Semicolon',
  tab: 'Tab',
  space: 'Space',
  none: 'Nothing',
  custom: 'Custom…',
});
export type JoinChoice = (typeof JOINS.values)[number];

/** A separator as typed: \n, \r, \t and \\ stand for a line break, carriage return, tab and backslash. */
export function unescapeSeparator(typed: string): string {
  return typed.replace(/\\([nrt\\])/g, (_, letter: string) => ({ n: '\n', r: '\r', t: '\t', '\\': '\\' })[letter] ?? letter);
}

/** The items of the input; an input that is empty has none. A trailing line break does not make an extra empty item. */
export function splitItems(text: string, choice: SplitChoice, custom: string): string[] {
  if (text === '') return [];
  switch (choice) {
    case 'lines':
      return text.replace(/\r?\n$/, '').split(/\r?\n/);
    case 'comma':
      return text.split(',');
    case 'semicolon':
      return text.split(';');
    case 'tab':
      return text.split('\t');
    case 'whitespace':
      return text.split(/\s+/).filter((item) => item !== '');
    case 'custom':
      return text.split(unescapeSeparator(custom));
  }
}

export function joinSeparator(choice: JoinChoice, custom: string): string {
  switch (choice) {
    case 'lines':
      return '\n';
    case 'comma-space':
      return ', ';
    case 'comma':
      return ',';
    case 'semicolon':
      return ';';
    case 'tab':
      return '\t';
    case 'space':
      return ' ';
    case 'none':
      return '';
    case 'custom':
      return unescapeSeparator(custom);
  }
}
