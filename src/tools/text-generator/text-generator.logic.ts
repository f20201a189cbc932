import { PROMPT_EMPTY } from '@contract/messages';
import { mulberry32, seedFromText } from '@/lib/seeded-random';
import {
  LENGTH_LIMITS,
  type LengthUnit,
  TEXT_PROMPT_MAX_CHARS,
  TEXT_PROMPT_TOO_LONG,
  type TextFormat,
  type TextGenerateRequest,
} from '@contract/text-generate';
import { formatCount, formatNumber } from '@contract/format-number';

/** What is wrong with a prompt (blank, per the spec, or over the server's limit); null when it may be sent. */
export function promptProblem(prompt: string): string | null {
  const trimmed = prompt.trim();
  if (trimmed === '') return PROMPT_EMPTY;
  return trimmed.length > TEXT_PROMPT_MAX_CHARS ? TEXT_PROMPT_TOO_LONG : null;
}

/** A count as typed becomes a whole number from 1 to the unit's limit; anything unreadable becomes 1. */
export function clampCount(raw: string | number, unit: LengthUnit): number {
  const value = typeof raw === 'number' ? raw : Number.parseInt(raw, 10);
  if (!Number.isFinite(value) || value < 1) return 1;
  return Math.min(Math.floor(value), LENGTH_LIMITS[unit]);
}

/** The Local engine's own options, as IT-Tools' lorem ipsum generator has them: sentence and paragraph lengths, and the classic opening. */
export interface LoremOptions {
  wordsPerSentence: Range;
  sentencesPerParagraph: Range;
  startWithLorem: boolean;
}

/** Whole numbers from min to max, both included. */
export interface Range {
  min: number;
  max: number;
}

/** The lengths the Local engine has always used. */
export const defaultLoremOptions: LoremOptions = { wordsPerSentence: { min: 6, max: 14 }, sentencesPerParagraph: { min: 4, max: 7 }, startWithLorem: true };

/** The most words a sentence and sentences a paragraph may have. */
export const LOREM_LIMITS = { wordsPerSentence: 50, sentencesPerParagraph: 30 } as const;

/** A range as typed: each end a whole number from 1 to the limit, and min no more than max (swapped when typed the other way round). */
export function clampRange({ min, max }: Range, limit: number): Range {
  const clamp = (value: number) => (Number.isFinite(value) ? Math.min(limit, Math.max(1, Math.floor(value))) : 1);
  const [low, high] = [clamp(min), clamp(max)].sort((a, b) => a - b) as [number, number];
  return { min: low, max: high };
}

const OPENING = ['Lorem', 'ipsum', 'dolor', 'sit', 'amet,', 'consectetur', 'adipiscing', 'elit.'];

const WORDS = (
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua ' +
  'enim ad minim veniam quis nostrud exercitation ullamco laboris nisi aliquip ex ea commodo consequat duis aute irure in ' +
  'reprehenderit voluptate velit esse cillum fugiat nulla pariatur excepteur sint occaecat cupidatat non proident sunt culpa ' +
  'qui officia deserunt mollit anim id est laborum praesent vitae pulvinar mauris cras semper auctor neque vivamus arcu felis ' +
  'bibendum viverra suspendisse potenti nullam facilisis gravida risus tristique senectus netus fames turpis egestas'
).split(' ');

/** Whole numbers from min to max inclusive, repeatable for a prompt: Math.random could not repeat a result. */
function seededBetween(seed: number): (min: number, max: number) => number {
  const random = mulberry32(seed);
  return (min, max) => min + Math.floor(random() * (max - min + 1));
}

type Between = ReturnType<typeof seededBetween>;

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function randomWords(count: number, between: Between): string[] {
  return Array.from({ length: count }, () => WORDS[between(0, WORDS.length - 1)] as string);
}

/** One sentence of a length in the range, sometimes with a comma, ending in a full stop. */
function sentence(between: Between, length: Range): string {
  const words = randomWords(between(length.min, length.max), between);
  if (words.length > 8 && between(0, 1) === 1) words[between(2, words.length - 4)] += ',';
  words[0] = capitalize(words[0] as string);
  return `${words.join(' ')}.`;
}

function sentences(count: number, between: Between, classicStart: boolean, length: Range): string[] {
  const list = Array.from({ length: count }, () => sentence(between, length));
  if (classicStart && list.length > 0) list[0] = OPENING.join(' ');
  return list;
}

/** Exactly `count` words, starting with the classic opening when asked, ending in a full stop. */
function words(count: number, between: Between, classicStart: boolean): string {
  const opening = classicStart ? OPENING.slice(0, count).map((word) => word.replace(/[.,]$/, '')) : [];
  const list = [...opening, ...randomWords(count - opening.length, between)];
  if (!classicStart) list[0] = capitalize(list[0] as string);
  return `${list.join(' ')}.`;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Placeholder text of the asked length and format, made here in the browser with no network. */
export function generateLocalText({ prompt, length, format }: TextGenerateRequest, lorem: LoremOptions = defaultLoremOptions): string {
  const between = seededBetween(seedFromText(`${prompt.trim()}\u0000${length.unit}\u0000${format}`));
  const count = clampCount(length.count, length.unit);
  const sentenceLength = clampRange(lorem.wordsPerSentence, LOREM_LIMITS.wordsPerSentence);
  const paragraphLength = clampRange(lorem.sentencesPerParagraph, LOREM_LIMITS.sentencesPerParagraph);
  if (length.unit === 'paragraphs') {
    const title = capitalize(randomWords(between(2, 4), between).join(' '));
    const paragraphs = Array.from({ length: count }, (_, index) =>
      sentences(between(paragraphLength.min, paragraphLength.max), between, lorem.startWithLorem && index === 0, sentenceLength).join(' '),
    );
    return formatParagraphs(title, paragraphs, format);
  }
  const text =
    length.unit === 'sentences' ? sentences(count, between, lorem.startWithLorem, sentenceLength).join(' ') : words(count, between, lorem.startWithLorem);
  return format === 'html' ? `<p>${escapeHtml(text)}</p>` : text;
}

function formatParagraphs(title: string, paragraphs: string[], format: TextFormat): string {
  switch (format) {
    case 'plain':
      return paragraphs.join('\n\n');
    case 'markdown':
      return [`# ${title}`, ...paragraphs].join('\n\n');
    case 'html':
      return [`<h1>${escapeHtml(title)}</h1>`, ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)].join('\n');
  }
}

/** Words and characters of a result, for the pane's footer. */
export function describeText(text: string): string {
  const wordCount = text.trim() === '' ? 0 : text.trim().split(/\s+/).length;
  return `${formatCount(wordCount, 'word', 'words')} · ${formatNumber(text.length)} characters`;
}

/** File name and MIME type for downloading a result in its format. */
export function downloadFor(format: TextFormat): { name: string; mimeType: string } {
  switch (format) {
    case 'plain':
      return { name: 'generated-text.txt', mimeType: 'text/plain' };
    case 'markdown':
      return { name: 'generated-text.md', mimeType: 'text/markdown' };
    case 'html':
      return { name: 'generated-text.html', mimeType: 'text/html' };
  }
}
