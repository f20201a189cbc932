import { countSyllables, type Readability, readability } from './readability.logic';
import { ENGLISH_STOP_WORDS } from './stop-words.logic';
import { countSentences } from './word-counter.logic';

export type GramSize = 1 | 2 | 3;

export interface AnalysisRequest {
  text: string;
  /** Leave out English stop words (single words), and phrases that start or end with one. */
  skipStopWords: boolean;
  gramSize: GramSize;
}

export interface Keyword {
  phrase: string;
  count: number;
  /** Share of all phrases of this length in the text, in percent. */
  density: number;
}

export type CharacterKind = 'Letter' | 'Digit' | 'Punctuation' | 'Whitespace' | 'Symbol' | 'Other';

export interface CharacterCount {
  character: string;
  kind: CharacterKind;
  count: number;
}

export interface Analysis {
  /** Words as letters and digits (with inner apostrophes and hyphens), lower-cased: what density and readability count. */
  words: number;
  distinctWords: number;
  keywords: Keyword[];
  readability: Readability | null;
  longestWords: string[];
  longestSentences: { text: string; words: number }[];
  /** Every distinct code point, most frequent first. */
  characters: CharacterCount[];
  totalCharacters: number;
}

export const TOP_KEYWORDS = 20;
const TOP_WORDS = 10;
const TOP_SENTENCES = 5;
/** A longest sentence is shown cut to this many characters (its word count is its whole). */
const SENTENCE_SHOWN_CHARS = 300;

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
/** A sentence ends after terminal punctuation (and closing quotes or brackets) followed by white space, or at a blank line. */
const SENTENCE_BREAK = /(?<=[.!?。！？]["'”’)\]]*)\s+|\n\s*\n/u;

export function wordsOf(text: string): string[] {
  return Array.from(text.matchAll(WORD), (match) => match[0].toLowerCase().replace(/’/g, "'"));
}

const byCountThenName =
  <T extends { count: number }>(name: (item: T) => string) =>
  (a: T, b: T) =>
    b.count - a.count || (name(a) < name(b) ? -1 : 1);

function keywords(words: string[], gramSize: GramSize, skipStopWords: boolean): Keyword[] {
  const counts = new Map<string, number>();
  const positions = Math.max(0, words.length - gramSize + 1);
  for (let index = 0; index < positions; index += 1) {
    const first = words[index] ?? '';
    const last = words[index + gramSize - 1] ?? '';
    if (skipStopWords && (ENGLISH_STOP_WORDS.has(first) || ENGLISH_STOP_WORDS.has(last))) continue;
    const phrase = gramSize === 1 ? first : words.slice(index, index + gramSize).join(' ');
    counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
  }
  return Array.from(counts, ([phrase, count]) => ({ phrase, count, density: (count / positions) * 100 }))
    .sort(byCountThenName((keyword) => keyword.phrase))
    .slice(0, TOP_KEYWORDS);
}

function kindOf(character: string): CharacterKind {
  if (/\s/u.test(character)) return 'Whitespace';
  if (/\p{L}/u.test(character)) return 'Letter';
  if (/\p{N}/u.test(character)) return 'Digit';
  if (/\p{P}/u.test(character)) return 'Punctuation';
  if (/\p{S}/u.test(character)) return 'Symbol';
  return 'Other';
}

function characterCounts(text: string): { characters: CharacterCount[]; total: number } {
  const counts = new Map<string, number>();
  let total = 0;
  for (const character of text) {
    counts.set(character, (counts.get(character) ?? 0) + 1);
    total += 1;
  }
  const characters = Array.from(counts, ([character, count]) => ({ character, kind: kindOf(character), count })).sort(
    byCountThenName((item) => item.character),
  );
  return { characters, total };
}

function longestWords(words: string[]): string[] {
  const distinct = [...new Set(words)];
  const length = (word: string) => [...word].length;
  return distinct.sort((a, b) => length(b) - length(a) || (a < b ? -1 : 1)).slice(0, TOP_WORDS);
}

function longestSentences(text: string): { text: string; words: number }[] {
  return text
    .split(SENTENCE_BREAK)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .map((sentence) => ({ sentence, words: sentence.match(WORD)?.length ?? 0 }))
    .filter(({ words }) => words > 0)
    .sort((a, b) => b.words - a.words)
    .slice(0, TOP_SENTENCES)
    .map(({ sentence, words }) => ({ text: sentence.length > SENTENCE_SHOWN_CHARS ? `${sentence.slice(0, SENTENCE_SHOWN_CHARS)}…` : sentence, words }));
}

/** Keyword density, readability, longest words and sentences, and the character frequency table of one text. */
export function analyzeText({ text, skipStopWords, gramSize }: AnalysisRequest): Analysis {
  const words = wordsOf(text);
  let syllables = 0;
  for (const word of words) syllables += countSyllables(word);
  const { characters, total } = characterCounts(text);
  return {
    words: words.length,
    distinctWords: new Set(words).size,
    keywords: keywords(words, gramSize, skipStopWords),
    readability: readability(countSentences(text), words.length, syllables),
    longestWords: longestWords(words),
    longestSentences: longestSentences(text),
    characters,
    totalCharacters: total,
  };
}
