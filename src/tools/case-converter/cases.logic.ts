import {
  camelCase,
  capitalCase,
  constantCase,
  dotCase,
  kebabCase,
  noCase,
  pascalCase,
  pascalSnakeCase,
  pathCase,
  sentenceCase,
  snakeCase,
  split,
  splitSeparateNumbers,
  trainCase,
  type Options,
} from 'change-case';
import { slugLine, type SlugOptions } from './slug.logic';

/** Every case the tool writes, in the order of its table. */
export const CASE_IDS = [
  'camel',
  'pascal',
  'snake',
  'constant',
  'kebab',
  'train',
  'dot',
  'path',
  'pascal-snake',
  'title',
  'capital',
  'sentence',
  'no',
  'upper',
  'lower',
  'alternating',
  'slug',
] as const;

export type CaseId = (typeof CASE_IDS)[number];

export interface CaseOptions {
  /** "user_id2" as user_id_2 rather than user_id2. */
  separateNumbers: boolean;
  slug: SlugOptions;
}

export interface CaseInfo {
  id: CaseId;
  label: string;
}

export const CASES: readonly CaseInfo[] = [
  { id: 'camel', label: 'camelCase' },
  { id: 'pascal', label: 'PascalCase' },
  { id: 'snake', label: 'snake_case' },
  { id: 'constant', label: 'SCREAMING_SNAKE_CASE' },
  { id: 'kebab', label: 'kebab-case' },
  { id: 'train', label: 'Train-Case' },
  { id: 'dot', label: 'dot.case' },
  { id: 'path', label: 'path/case' },
  { id: 'pascal-snake', label: 'Pascal_Snake_Case' },
  { id: 'title', label: 'Title Case' },
  { id: 'capital', label: 'Capital Case' },
  { id: 'sentence', label: 'Sentence case' },
  { id: 'no', label: 'no case' },
  { id: 'upper', label: 'UPPER CASE' },
  { id: 'lower', label: 'lower case' },
  { id: 'alternating', label: 'aLtErNaTiNg cAsE' },
  { id: 'slug', label: 'URL slug' },
];

/** English words a title leaves in lower case unless they open or close it (the common AP/Chicago core). */
const MINOR_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'in', 'nor', 'of', 'on', 'or', 'per', 'the', 'to', 'up', 'via', 'vs']);

/** An apostrophe inside a word ("don't", "Conway’s") belongs to it: without this, change-case splits "don t". */
const INNER_APOSTROPHE = /(?<=\p{L})['’](?=\p{L})/gu;

function titleCase(line: string, options: Options): string {
  const words = capitalCase(line, options).split(' ');
  return words.map((word, index) => (index > 0 && index < words.length - 1 && MINOR_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : word)).join(' ');
}

function alternatingCase(line: string): string {
  let letter = 0;
  return line.replace(/\p{L}/gu, (character) => (letter++ % 2 === 0 ? character.toLowerCase() : character.toUpperCase()));
}

/**
 * One line in one case. The word cases split with change-case (acronyms stay one word: "XMLHttpRequest"
 * is XML, Http, Request), numbers join the word before them unless `separateNumbers`, and no locale is
 * applied, so the result is the same in every browser.
 */
export function convertLine(line: string, id: CaseId, options: CaseOptions): string {
  if (id === 'upper') return line.toUpperCase();
  if (id === 'lower') return line.toLowerCase();
  if (id === 'alternating') return alternatingCase(line);
  if (id === 'slug') return slugLine(line, options.slug);
  const words = line.replace(INNER_APOSTROPHE, '');
  // Ambiguous joins ("iPhone 15" → iPhone_15) merge instead: iPhone15 reads better and is a valid identifier.
  const settings = { locale: false as const, split: options.separateNumbers ? splitSeparateNumbers : split, mergeAmbiguousCharacters: true };
  switch (id) {
    case 'camel':
      return camelCase(words, settings);
    case 'pascal':
      return pascalCase(words, settings);
    case 'snake':
      return snakeCase(words, settings);
    case 'constant':
      return constantCase(words, settings);
    case 'kebab':
      return kebabCase(words, settings);
    case 'train':
      return trainCase(words, settings);
    case 'dot':
      return dotCase(words, settings);
    case 'path':
      return pathCase(words, settings);
    case 'pascal-snake':
      return pascalSnakeCase(words, settings);
    case 'title':
      return titleCase(words, settings);
    case 'capital':
      return capitalCase(words, settings);
    case 'sentence':
      return sentenceCase(words, settings);
    case 'no':
      return noCase(words, settings);
  }
}
