import { type EscapeOutcome, failAt, fromHex, hex, readDigits, type Step, unescapeWith } from './escape-outcome.logic';
import { letterEscapes, letterUnescapes } from './letter-escapes.logic';

/**
 * Where the escaped text goes: `pattern` outside any class (SyntaxCharacter and "/"), `class` inside [...]
 * (\ ] [ ^ - and the characters the v flag reserves), or `es2025` as RegExp.escape writes it (safe anywhere,
 * even after \0 or \c: a leading letter or digit and other punctuators become \xHH).
 */
export type RegexStyle = 'pattern' | 'class' | 'es2025';

const CONTROL = letterEscapes('t', 'n', 'v', 'f', 'r');

/** \xHH, \uHHHH or \u{...}: how a character is written by number (with the u flag for \u{...} and lone surrogates). */
function byNumber(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  if (code <= 0xff) return `\\x${hex(code, 2).toLowerCase()}`;
  return code <= 0xffff ? `\\u${hex(code, 4).toLowerCase()}` : `\\u{${hex(code, 1).toLowerCase()}}`;
}

const PATTERN_SPECIAL = /[\^$\\.*+?()[\]{}|/\t\n\v\f\r\u2028\u2029\ud800-\udfff]/gu;
const CLASS_SPECIAL = /[\\\][^\-(){}/|\t\n\v\f\r\u2028\u2029\ud800-\udfff]/gu;
/** RegExp.escape's punctuators and white space, which it writes as \xHH or \uHHHH. */
const ES2025_OTHER = /[,\-=<>#&!%:;@~'`"\s\ufeff]/u;

/** Makes `text` match itself literally in an ECMAScript regular expression (with the u or v flag, or none). */
export function escapeRegex(text: string, style: RegexStyle): string {
  if (style !== 'es2025')
    return text.replace(
      style === 'pattern' ? PATTERN_SPECIAL : CLASS_SPECIAL,
      (match) => CONTROL[match] ?? (match.length === 1 && /[\u2028\u2029\ud800-\udfff]/.test(match) ? byNumber(match) : `\\${match}`),
    );
  let result = '';
  let first = true;
  for (const character of text) {
    if (first && /[0-9A-Za-z]/.test(character)) result += byNumber(character);
    else if (/[\^$\\.*+?()[\]{}|/]/.test(character)) result += `\\${character}`;
    else if (CONTROL[character]) result += CONTROL[character];
    else if (ES2025_OTHER.test(character) || /[\ud800-\udfff]/.test(character)) result += character.length === 1 ? byNumber(character) : character;
    else result += character;
    first = false;
  }
  return result;
}

const UNESCAPES = letterUnescapes('t', 'n', 'v', 'f', 'r');
const CLASS_ESCAPES: Record<string, string> = {
  d: 'a digit',
  D: 'any non-digit',
  w: 'a word character',
  W: 'any non-word character',
  s: 'white space',
  S: 'any non-space',
  p: 'a Unicode property',
  P: 'a negated Unicode property',
};

/** One escape after a backslash, read as the u flag reads it: literal characters only. */
function escapeAt(text: string, index: number): Step {
  const letter = text[index + 1];
  if (letter === undefined) return failAt(text, index, 'the pattern ends in a lone backslash.');
  if (/[\^$\\.*+?()[\]{}|/-]/.test(letter)) return { text: letter, next: index + 2 };
  const control = UNESCAPES[letter];
  if (control !== undefined) return { text: control, next: index + 2 };
  if (letter === '0' && !/[0-9]/.test(text[index + 2] ?? '')) return { text: '\0', next: index + 2 };
  if (letter === 'c' && /[A-Za-z]/.test(text[index + 2] ?? '')) return { text: String.fromCharCode((text.charCodeAt(index + 2) ?? 0) % 32), next: index + 3 };
  if (letter === 'x') {
    const digits = readDigits(text, index + 2, 2, 16);
    return digits.length === 2 ? { text: fromHex(digits), next: index + 4 } : failAt(text, index, '\\x needs exactly two hex digits.');
  }
  if (letter === 'u') {
    if (text[index + 2] === '{') {
      const digits = readDigits(text, index + 3, 8, 16);
      if (digits === '' || text[index + 3 + digits.length] !== '}' || Number.parseInt(digits, 16) > 0x10ffff)
        return failAt(text, index, '\\u{...} needs hex digits up to 10FFFF and a closing "}".');
      return { text: fromHex(digits), next: index + 4 + digits.length };
    }
    const digits = readDigits(text, index + 2, 4, 16);
    return digits.length === 4 ? { text: fromHex(digits), next: index + 6 } : failAt(text, index, '\\u needs four hex digits or braces.');
  }
  const meaning = CLASS_ESCAPES[letter];
  if (meaning) return failAt(text, index, `\\${letter} matches ${meaning}, not one literal character: this pattern is not a plain string.`);
  if (letter === 'b' || letter === 'B')
    return failAt(text, index, `\\${letter} is a word-boundary assertion, not a character: this pattern is not a plain string.`);
  if (/[1-9]/.test(letter) || letter === 'k') return failAt(text, index, `\\${letter} refers back to a group: this pattern is not a plain string.`);
  return failAt(text, index, `\\${letter} is not a valid escape with the u flag (only syntax characters, "/" and "-" may be escaped as themselves).`);
}

/** The literal string a regex source matches, when it is just escaped characters; an operator is refused with its place. */
export function unescapeRegex(text: string, style: RegexStyle): EscapeOutcome {
  const operators = style === 'class' ? /[\\\][^-]/g : /[\\^$.*+?()[\]{}|]/g;
  const step = (index: number): Step => {
    const character = text[index] ?? '';
    if (character === '\\') return escapeAt(text, index);
    if (style === 'class') {
      if (character === '^' && index > 0) return { text: '^', next: index + 1 };
      if (character === '-' && (index === 0 || index === text.length - 1)) return { text: '-', next: index + 1 };
      return failAt(
        text,
        index,
        `an unescaped "${character}" has a meaning inside a character class (${character === '-' ? 'a range' : character === '^' ? 'negation' : 'the class’s edge'}): this is not a plain list of characters.`,
      );
    }
    return failAt(
      text,
      index,
      `"${character}" is a regex operator here, not a literal character: escape it as \\${character}, or this pattern is not a plain string.`,
    );
  };
  return unescapeWith(text, operators, step);
}
