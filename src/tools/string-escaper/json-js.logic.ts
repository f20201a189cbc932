/* eslint-disable no-control-regex -- matching control characters is what an escaper does. */
import { describeCharacter, type EscapeOutcome, failAt, fromHex, hex, readDigits, type Step, unescapeWith, wholeOrInner } from './escape-outcome.logic';
import { letterEscapes, letterUnescapes } from './letter-escapes.logic';

/** Escapes every UTF-16 unit of a match as \uXXXX (an astral character becomes its surrogate pair, as JSON and Java write it). */
export const unitEscapes = (match: string) => Array.from({ length: match.length }, (_, index) => `\\u${hex(match.charCodeAt(index), 4)}`).join('');

const JSON_SHORT: Record<string, string> = { '"': '\\"', '\\': '\\\\', '/': '\\/', ...letterEscapes('b', 'f', 'n', 'r', 't') };

export interface JsonEscapeOptions {
  /** Every character past U+007E as \uXXXX, for ASCII-only transports. */
  nonAscii: boolean;
  /** "/" as "\/", so "</script>" cannot close an inline script. */
  slash: boolean;
}

/**
 * RFC 8259 section 7: the quotation mark, the reverse solidus and U+0000 to U+001F must be escaped; the
 * short forms are used where they exist. Lone surrogates are always written as \uXXXX, since raw they
 * cannot be stored as UTF-8. The result is the string's inside, without the surrounding quotes.
 */
export function escapeJson(text: string, { nonAscii, slash }: JsonEscapeOptions): string {
  const pattern = nonAscii
    ? slash
      ? /["\\/\0-\x1f\x7f-\u{10ffff}]/gu
      : /["\\\0-\x1f\x7f-\u{10ffff}]/gu
    : slash
      ? /["\\/\0-\x1f\ud800-\udfff]/gu
      : /["\\\0-\x1f\ud800-\udfff]/gu;
  return text.replace(pattern, (match) => JSON_SHORT[match] ?? unitEscapes(match));
}

const JSON_UNESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', ...letterUnescapes('b', 'f', 'n', 'r', 't') };

/** The inside of a JSON string (surrounding quotes, if both are there, are dropped), read exactly as RFC 8259 allows. */
export function unescapeJson(text: string): EscapeOutcome {
  return wholeOrInner(text, '"', '"', (from, to) => {
    const step = (index: number): Step => {
      const unit = text.charCodeAt(index);
      if (unit === 0x22) return failAt(text, index, 'an unescaped double quote would end the JSON string here: write \\".');
      if (unit < 0x20)
        return failAt(
          text,
          index,
          `a raw control character (${describeCharacter(unit)}) is not allowed in a JSON string: write it as an escape such as \\n or \\u00${hex(unit, 2)}.`,
        );
      const letter = text[index + 1];
      if (index + 1 >= to || letter === undefined) return failAt(text, index, 'the text ends in the middle of an escape: a lone backslash is written \\\\.');
      const short = JSON_UNESCAPES[letter];
      if (short !== undefined) return { text: short, next: index + 2 };
      if (letter === 'u') {
        const digits = readDigits(text, index + 2, 4, 16, to);
        if (digits.length < 4) return failAt(text, index, `\\u needs exactly four hex digits (found "\\u${digits}").`);
        return { text: String.fromCharCode(Number.parseInt(digits, 16)), next: index + 6 };
      }
      return failAt(text, index, `\\${letter} is not a JSON escape: JSON allows only \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX.`);
    };
    return unescapeWith(text, /["\\\0-\x1f]/g, step, [], from, to);
  });
}

export type JsQuote = 'single' | 'double' | 'backtick';
const QUOTE_CHARACTER: Record<JsQuote, string> = { single: "'", double: '"', backtick: '`' };

const JS_SHORT: Record<string, string> = { '\\': '\\\\', "'": "\\'", '"': '\\"', '`': '\\`', '${': '\\${', ...letterEscapes('b', 'f', 'n', 'r', 't', 'v') };

/** \xHH, \uHHHH or \u{H...}: the shortest form JavaScript reads back as this character. */
function jsCodeEscape(match: string): string {
  const code = match.codePointAt(0) ?? 0;
  if (code <= 0xff) return `\\x${hex(code, 2)}`;
  return code <= 0xffff ? `\\u${hex(code, 4)}` : `\\u{${hex(code, 1)}}`;
}

export interface JsEscapeOptions {
  quote: JsQuote;
  nonAscii: boolean;
}

/**
 * A JavaScript string or template literal's inside: backslash, the chosen quote, control characters,
 * U+2028 and U+2029 (line terminators before ES2019 and in older tools), lone surrogates, and in a
 * template "`" and "${". NUL is \x00, never \0, which a following digit would turn into an octal escape.
 */
export function escapeJs(text: string, { quote, nonAscii }: JsEscapeOptions): string {
  const quoteClass = quote === 'single' ? "'" : quote === 'double' ? '"' : '`';
  const dollar = quote === 'backtick' ? '|\\$\\{' : '';
  const range = nonAscii ? '\\x7f-\\u{10ffff}' : '\\u2028\\u2029\\ud800-\\udfff';
  const pattern = new RegExp(`[\\\\${quoteClass}\\0-\\x1f${range}]${dollar}`, 'gu');
  return text.replace(pattern, (match) => JS_SHORT[match] ?? jsCodeEscape(match));
}

const JS_UNESCAPES: Record<string, string> = { "'": "'", '"': '"', '\\': '\\', '`': '`', $: '$', ...letterUnescapes('b', 'f', 'n', 'r', 't', 'v') };

/** One escape after a backslash at `index`, as ECMAScript's string and template grammar reads it. */
function jsEscapeAt(text: string, index: number, to: number, template: boolean): Step {
  const letter = text[index + 1];
  if (index + 1 >= to || letter === undefined) return failAt(text, index, 'the text ends in the middle of an escape: a lone backslash is written \\\\.');
  if (letter === '\r') return { text: '', next: index + (text[index + 2] === '\n' ? 3 : 2) };
  if (letter === '\n' || letter === '\u2028' || letter === '\u2029') return { text: '', next: index + 2 };
  const short = JS_UNESCAPES[letter];
  if (short !== undefined) return { text: short, next: index + 2 };
  if (letter === '0' && !/[0-9]/.test(text[index + 2] ?? '')) return { text: '\0', next: index + 2 };
  if (/[0-9]/.test(letter)) {
    const where = template ? 'in a template literal' : 'in strict mode code and modules';
    return failAt(
      text,
      index,
      `\\${letter} is a legacy octal or digit escape, a SyntaxError ${where}: write \\x${hex(Number.parseInt(letter, 10) % 8, 2)} or the character itself.`,
    );
  }
  if (letter === 'x') {
    const digits = readDigits(text, index + 2, 2, 16, to);
    if (digits.length < 2) return failAt(text, index, `\\x needs exactly two hex digits (found "\\x${digits}").`);
    return { text: fromHex(digits), next: index + 4 };
  }
  if (letter === 'u') {
    if (text[index + 2] === '{') {
      const digits = readDigits(text, index + 3, 8, 16, to);
      const close = index + 3 + digits.length;
      if (digits === '' || text[close] !== '}') return failAt(text, index, '\\u{ needs hex digits and a closing "}", as in \\u{1F600}.');
      if (Number.parseInt(digits, 16) > 0x10ffff) return failAt(text, index, `\\u{${digits}} is past U+10FFFF, the last Unicode code point.`);
      return { text: fromHex(digits), next: close + 1 };
    }
    const digits = readDigits(text, index + 2, 4, 16, to);
    if (digits.length < 4) return failAt(text, index, `\\u needs four hex digits or braces (found "\\u${digits}").`);
    return { text: String.fromCharCode(Number.parseInt(digits, 16)), next: index + 6 };
  }
  // Any other character stands for itself (NonEscapeCharacter): \q is "q". An astral one takes two units.
  const width = (text.codePointAt(index + 1) ?? 0) > 0xffff ? 2 : 1;
  return { text: text.slice(index + 1, index + 1 + width), next: index + 1 + width };
}

/** A JavaScript literal's inside (its own quotes, if both are there, are dropped), as the engine would read it. */
export function unescapeJs(text: string, quote: JsQuote): EscapeOutcome {
  const mark = QUOTE_CHARACTER[quote];
  const template = quote === 'backtick';
  return wholeOrInner(text, mark, mark, (from, to) => {
    const step = (index: number): Step => {
      const character = text[index];
      if (character === '\\') return jsEscapeAt(text, index, to, template);
      if (character === '$') return failAt(text, index, '"${" starts a substitution in a template literal: write \\${ for the characters themselves.');
      if (character === mark) return failAt(text, index, `an unescaped ${mark} would end the literal here: write \\${mark}.`);
      return failAt(
        text,
        index,
        `a raw line break ends a ${quote === 'single' ? 'single' : 'double'}-quoted JavaScript string: write \\n (or use a template literal).`,
      );
    };
    const special = template ? /[\\`]|\$\{/g : quote === 'single' ? /[\\'\n\r]/g : /[\\"\n\r]/g;
    return unescapeWith(text, special, step, [], from, to);
  });
}
