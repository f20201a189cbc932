/* eslint-disable no-control-regex -- matching control characters is what an escaper does. */
import { type EscapeOutcome, failAt, fromHex, hex, readDigits, type Step, unescapeWith, wholeOrInner } from './escape-outcome.logic';
import { letterEscapes, letterUnescapes } from './letter-escapes.logic';
import { unitEscapes } from './json-js.logic';

const END_OF_TEXT = 'the text ends in the middle of an escape: a lone backslash is written \\\\.';

const JAVA_SHORT: Record<string, string> = { '\\': '\\\\', '"': '\\"', ...letterEscapes('b', 't', 'n', 'f', 'r') };

/**
 * A Java string literal's inside (JLS 3.10.6): backslash, quote and the named controls by their short
 * escapes, other controls and lone surrogates as \uXXXX, and with `nonAscii` everything past U+007E too
 * (astral characters as surrogate pairs, Java's UTF-16). A line break is never \u000A: Java turns
 * unicode escapes into characters before it reads the literal, which would break the line.
 */
export function escapeJava(text: string, nonAscii: boolean): string {
  const pattern = nonAscii ? /["\\\0-\x1f\x7f-\u{10ffff}]/gu : /["\\\0-\x1f\ud800-\udfff]/gu;
  return text.replace(pattern, (match) => JAVA_SHORT[match] ?? unitEscapes(match));
}

const JAVA_UNESCAPES: Record<string, string> = { ...letterUnescapes('b', 't', 'n', 'f', 'r'), s: ' ', '"': '"', "'": "'", '\\': '\\' };

/** A unicode escape that Java applies before reading the literal, so it cannot stand for these characters inside one. */
const JAVA_EARLY: Record<number, string> = {
  0x22: 'it becomes a quote before Java reads the string, which ends it: write \\".',
  0x5c: 'it becomes a backslash before Java reads the string, which then starts another escape: write \\\\.',
  0x0a: 'it becomes a raw line break before Java reads the string: write \\n.',
  0x0d: 'it becomes a raw line break before Java reads the string: write \\r.',
};

/** A Java string literal's inside, read as javac does: unicode escapes (\uXXXX, any number of u's) first, then \b \t \n \f \r \s \" \' \\ and octal. */
export function unescapeJava(text: string): EscapeOutcome {
  return wholeOrInner(text, '"', '"', (from, to) => {
    const step = (index: number): Step => {
      const character = text[index];
      if (character === '"') return failAt(text, index, 'an unescaped double quote would end the Java string here: write \\".');
      if (character !== '\\') return failAt(text, index, 'a raw line break ends a Java string (text blocks aside): write \\n.');
      const letter = text[index + 1];
      if (index + 1 >= to || letter === undefined) return failAt(text, index, END_OF_TEXT);
      if (letter === 'u') {
        let start = index + 2;
        while (text[start] === 'u') start += 1;
        const digits = readDigits(text, start, 4, 16, to);
        if (digits.length < 4) return failAt(text, index, `\\u needs exactly four hex digits (found "${text.slice(index, start + digits.length)}").`);
        const code = Number.parseInt(digits, 16);
        const early = JAVA_EARLY[code];
        if (early) return failAt(text, index, `\\u${digits}: ${early}`);
        return { text: String.fromCharCode(code), next: start + 4 };
      }
      const short = JAVA_UNESCAPES[letter];
      if (short !== undefined) return { text: short, next: index + 2 };
      if (/[0-7]/.test(letter)) {
        // OctalEscape: \d, \dd, or \ddd when the first digit is 0 to 3 (so at most \377).
        const digits = readDigits(text, index + 1, letter <= '3' ? 3 : 2, 8, to);
        return { text: String.fromCharCode(Number.parseInt(digits, 8)), next: index + 1 + digits.length };
      }
      return failAt(text, index, `\\${letter} is not a Java escape: Java allows \\b \\t \\n \\f \\r \\s \\" \\' \\\\, octal \\0 to \\377 and \\uXXXX.`);
    };
    return unescapeWith(text, /["\\\n\r]/g, step, [], from, to);
  });
}

const CSHARP_SHORT: Record<string, string> = { '\\': '\\\\', '"': '\\"', ...letterEscapes('0', 'a', 'b', 'f', 'n', 'r', 't', 'v') };

/**
 * A C# regular string literal's inside (\" \\ \0 \a \b \f \n \r \t \v, else \uXXXX; astral characters as
 * \UXXXXXXXX with `nonAscii`), or with `verbatim` an @"..." literal's, where only the quote is doubled.
 * Never \x, whose one to four digits would swallow a hex letter that follows.
 */
export function escapeCSharp(text: string, { nonAscii, verbatim }: { nonAscii: boolean; verbatim: boolean }): string {
  if (verbatim) return text.replace(/"/g, '""');
  const pattern = nonAscii ? /["\\\0-\x1f\x7f-\u{10ffff}]/gu : /["\\\0-\x1f\ud800-\udfff]/gu;
  return text.replace(pattern, (match) => {
    const code = match.codePointAt(0) ?? 0;
    return CSHARP_SHORT[match] ?? (code > 0xffff ? `\\U${hex(code, 8)}` : `\\u${hex(code, 4)}`);
  });
}

const CSHARP_UNESCAPES: Record<string, string> = { "'": "'", '"': '"', '\\': '\\', ...letterUnescapes('0', 'a', 'b', 'e', 'f', 'n', 'r', 't', 'v') };

/** A C# literal's inside as the compiler reads it; `verbatim` for @"..." (only "" is special there). */
export function unescapeCSharp(text: string, verbatim: boolean): EscapeOutcome {
  if (verbatim) {
    return wholeOrInner(text, '@"', '"', (from, to) =>
      unescapeWith(
        text,
        /"/g,
        (index) =>
          text[index + 1] === '"' && index + 1 < to
            ? { text: '"', next: index + 2 }
            : failAt(text, index, 'a single quote mark ends a verbatim string: write "" for one.'),
        [],
        from,
        to,
      ),
    );
  }
  return wholeOrInner(text, '"', '"', (from, to) => {
    const step = (index: number): Step => {
      const character = text[index];
      if (character === '"') return failAt(text, index, 'an unescaped double quote would end the C# string here: write \\".');
      if (character !== '\\') return failAt(text, index, 'a raw line break is not allowed in a regular C# string: write \\n or use a verbatim @"..." string.');
      const letter = text[index + 1];
      if (index + 1 >= to || letter === undefined) return failAt(text, index, END_OF_TEXT);
      const short = CSHARP_UNESCAPES[letter];
      if (short !== undefined) return { text: short, next: index + 2 };
      if (letter === 'x') {
        const digits = readDigits(text, index + 2, 4, 16, to);
        if (digits === '') return failAt(text, index, '\\x needs one to four hex digits.');
        return { text: String.fromCharCode(Number.parseInt(digits, 16)), next: index + 2 + digits.length };
      }
      if (letter === 'u' || letter === 'U') {
        const width = letter === 'u' ? 4 : 8;
        const digits = readDigits(text, index + 2, width, 16, to);
        if (digits.length < width) return failAt(text, index, `\\${letter} needs exactly ${width} hex digits (found "\\${letter}${digits}").`);
        if (Number.parseInt(digits, 16) > 0x10ffff) return failAt(text, index, `\\U${digits} is past U+10FFFF, the last Unicode code point.`);
        return { text: fromHex(digits), next: index + 2 + width };
      }
      return failAt(
        text,
        index,
        `\\${letter} is not a C# escape (CS1009): C# allows \\' \\" \\\\ \\0 \\a \\b \\e \\f \\n \\r \\t \\v \\xH..., \\uXXXX and \\UXXXXXXXX.`,
      );
    };
    return unescapeWith(text, /["\\\n\r]/g, step, [], from, to);
  });
}

const PYTHON_SHORT: Record<string, string> = { '\\': '\\\\', "'": "\\'", '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * A Python str literal's inside in the chosen quotes, as repr() writes one: \\ \n \r \t and the quote,
 * other controls as \xHH; with `nonAscii`, \xHH, \uXXXX or \UXXXXXXXX past U+007E. Lone surrogates
 * (which a Python str can hold) are \uXXXX. Not for raw strings (r'...'), which take backslashes literally.
 */
export function escapePython(text: string, { quote, nonAscii }: { quote: 'single' | 'double'; nonAscii: boolean }): string {
  const mark = quote === 'single' ? "'" : '"';
  const range = nonAscii ? '\\x7f-\\u{10ffff}' : '\\x7f\\ud800-\\udfff';
  return text.replace(new RegExp(`[\\\\${mark}\\0-\\x1f${range}]`, 'gu'), (match) => {
    const code = match.codePointAt(0) ?? 0;
    return (
      PYTHON_SHORT[match] ??
      (code <= 0xff ? `\\x${hex(code, 2).toLowerCase()}` : code <= 0xffff ? `\\u${hex(code, 4).toLowerCase()}` : `\\U${hex(code, 8).toLowerCase()}`)
    );
  });
}

const PYTHON_UNESCAPES: Record<string, string> = { '\\': '\\', "'": "'", '"': '"', ...letterUnescapes('a', 'b', 'f', 'n', 'r', 't', 'v') };

/** A Python (3.12) str literal's inside, as the compiler reads it; unknown escapes keep their backslash, as Python does (with a warning). */
export function unescapePython(text: string, quote: 'single' | 'double'): EscapeOutcome {
  const mark = quote === 'single' ? "'" : '"';
  return wholeOrInner(text, mark, mark, (from, to) => {
    const notes = new Set<string>();
    const step = (index: number): Step => {
      const character = text[index];
      if (character === mark) return failAt(text, index, `an unescaped ${mark} would end the Python string here: write \\${mark}.`);
      if (character !== '\\') return failAt(text, index, 'a raw line break ends a Python string (triple-quoted strings aside): write \\n.');
      const letter = text[index + 1];
      if (index + 1 >= to || letter === undefined) return failAt(text, index, END_OF_TEXT);
      if (letter === '\n') return { text: '', next: index + 2 };
      if (letter === '\r') return { text: '', next: index + (text[index + 2] === '\n' ? 3 : 2) };
      const short = PYTHON_UNESCAPES[letter];
      if (short !== undefined) return { text: short, next: index + 2 };
      if (/[0-7]/.test(letter)) {
        const digits = readDigits(text, index + 1, 3, 8, to);
        if (Number.parseInt(digits, 8) > 0o377)
          notes.add(`Octal escapes past \\377 (such as \\${digits}) give code points past U+00FF; Python 3.12 warns about them.`);
        return { text: String.fromCharCode(Number.parseInt(digits, 8)), next: index + 1 + digits.length };
      }
      const width = letter === 'x' ? 2 : letter === 'u' ? 4 : letter === 'U' ? 8 : 0;
      if (width > 0) {
        const digits = readDigits(text, index + 2, width, 16, to);
        if (digits.length < width)
          return failAt(text, index, `truncated \\${letter} escape: it needs exactly ${width} hex digits (found "\\${letter}${digits}").`);
        if (Number.parseInt(digits, 16) > 0x10ffff) return failAt(text, index, `\\U${digits} is an illegal Unicode character: past U+10FFFF.`);
        if (letter !== 'x' && /^0*d[89ab]/i.test(digits.slice(-4)) && /^\\u[dD][c-fC-F]/.test(text.slice(index + 6, index + 9)))
          notes.add(
            'Python keeps \\uD83D\\uDE00 as two lone surrogates, while a JavaScript string (like this page) cannot tell them from the one character they pair into.',
          );
        return { text: fromHex(digits), next: index + 2 + width };
      }
      if (letter === 'N')
        return failAt(text, index, '\\N{name} needs the Unicode name table, which this tool does not carry: write \\u or \\U with the code point instead.');
      notes.add(
        `\\${letter} is not a Python escape: Python keeps the backslash (and since 3.12 warns "invalid escape sequence"). A raw string r'...' would keep every backslash.`,
      );
      return { text: `\\${letter}`, next: index + 2 };
    };
    const special = quote === 'single' ? /[\\'\n\r]/g : /[\\"\n\r]/g;
    const outcome = unescapeWith(text, special, step, [], from, to);
    return outcome.ok ? { ...outcome, notes: [...notes] } : outcome;
  });
}
