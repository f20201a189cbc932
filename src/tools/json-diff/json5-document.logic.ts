import { offsetAt, positionAt } from '@contract/position';
import JSON5 from 'json5';
import { markBigIntegers, parseJson, reviveBigInteger, stringifyJson, type ParsedJson } from './json-value.logic';

/** A document as read: JSON, or JSON5 when only JSON5 reads it (then `json5` says so, for a note). */
export type ParsedDocument = (Extract<ParsedJson, { ok: true }> & { json5: boolean }) | Extract<ParsedJson, { ok: false }>;

/**
 * In JSON5 text, the tokens that may hold digits, skipped whole: strings in either quote, comments and
 * names (unquoted keys, Infinity, hex digits after 0x, an exponent's e); then an integer literal of 16
 * digits or more that is not part of a fraction or an exponent.
 */
const JSON5_BIG_INTEGER_LITERAL =
  /"(?:[^"\\]|\\[\s\S])*"|'(?:[^'\\]|\\[\s\S])*'|\/\/[^\n\r\u2028\u2029]*|\/\*[\s\S]*?\*\/|[\p{L}\p{Nl}$_\\][\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}$_\\\u200c\u200d]*|(?<![\d.eE])[+-]?\d{16,}(?![.\deE])/gu;

class NotJsonNumber extends Error {}

/** JSON5.parse's own errors end "at line:column"; the pane writes the place, so the message leaves it out. */
const JSON5_PLACE = /\s+at \d+:\d+$/;

/** Where and why JSON5.parse stops on the text as written (the marked text's columns may differ), or null. */
function json5Failure(text: string): { offset: number; message: string } | null {
  try {
    JSON5.parse(text);
    return null;
  } catch (error) {
    const { lineNumber, columnNumber, message } = error as SyntaxError & { lineNumber?: number; columnNumber?: number };
    if (!lineNumber || !columnNumber) return null;
    return { offset: offsetAt(text, lineNumber, columnNumber), message: message.replace(/^JSON5: /, '').replace(JSON5_PLACE, '') };
  }
}

/**
 * Reads a document as JSON, or, when that fails, as JSON5 (comments, trailing commas, unquoted keys,
 * single quotes, hex, leading or trailing decimal points), as IT-Tools' JSON diff does. A JSON5 value is
 * written out as JSON and read again as JSON, so big integers stay exact and the depth limit and the
 * notes hold as for JSON. When neither reads it, the error of the reader that got further is shown.
 */
export function parseDocument(text: string, what = 'The JSON'): ParsedDocument {
  const strict = parseJson(text, what);
  if (strict.ok) return { ...strict, json5: false };
  if (strict.position === null) return strict;
  let value: unknown;
  try {
    value = JSON5.parse(markBigIntegers(text, JSON5_BIG_INTEGER_LITERAL), (key: string, item: unknown) => {
      if (typeof item === 'number' && !Number.isFinite(item)) throw new NotJsonNumber(`${what} holds ${item}, which JSON has no way to write.`);
      return reviveBigInteger(key, item);
    });
  } catch (error) {
    if (error instanceof NotJsonNumber) return { ok: false, message: error.message, position: null };
    const failure = json5Failure(text);
    // At the same place or before, the JSON message (in the tool's own words) explains it as well.
    if (!failure || failure.offset <= strict.position.offset) return strict;
    return { ok: false, message: `${what} is not valid JSON5: ${failure.message}.`, position: positionAt(text, failure.offset) };
  }
  let rewritten: string;
  try {
    rewritten = stringifyJson(value as Parameters<typeof stringifyJson>[0], 0);
  } catch {
    // JSON.stringify runs out of stack on nesting far deeper than the limit that parseJson names.
    return strict;
  }
  const reread = parseJson(rewritten, what);
  return reread.ok ? { ...reread, json5: true } : { ...reread, position: null };
}
