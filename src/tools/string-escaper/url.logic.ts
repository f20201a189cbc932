import { describeCharacter, done, type EscapeOutcome, failAt, hex, type Step, unescapeWith } from './escape-outcome.logic';

/**
 * `component`: encodeURIComponent (keeps A–Z a–z 0–9 - _ . ! ~ * ' ( )); `rfc3986`: only RFC 3986's
 * unreserved characters are kept (so also ! ' ( ) * are encoded); `form`: application/x-www-form-urlencoded
 * as the WHATWG URL standard writes it (keeps * - . _ and alphanumerics, a space is "+").
 */
export type UrlMode = 'component' | 'rfc3986' | 'form';

const percent = (character: string) => `%${hex(character.charCodeAt(0), 2)}`;

/** Percent-encodes the UTF-8 bytes of `text`; a lone surrogate has no UTF-8 form and is refused with its place. */
export function escapeUrl(text: string, mode: UrlMode): EscapeOutcome {
  const lone = /[\ud800-\udfff]/u.exec(text);
  if (lone)
    return failAt(text, lone.index, `a lone surrogate (${describeCharacter(lone[0].charCodeAt(0))}) has no UTF-8 form, so it cannot be percent-encoded.`);
  const encoded = encodeURIComponent(text);
  if (mode === 'component') return done(encoded);
  if (mode === 'rfc3986') return done(encoded.replace(/[!'()*]/g, percent));
  return done(encoded.replace(/[!'()~]/g, percent).replace(/%20/g, '+'));
}

/** How many bytes a UTF-8 sequence that starts with this byte has; 0 for a byte that cannot start one. */
function sequenceLength(byte: number): number {
  if (byte < 0x80) return 1;
  if (byte >= 0xc2 && byte <= 0xdf) return 2;
  if (byte >= 0xe0 && byte <= 0xef) return 3;
  if (byte >= 0xf0 && byte <= 0xf4) return 4;
  return 0;
}

// ignoreBOM: a leading %EF%BB%BF is the character U+FEFF the text holds, not a byte-order mark to drop.
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Percent-decoding, strictly: every "%" must be followed by two hex digits, and the bytes must be UTF-8
 * (overlong forms and surrogates refused, as TextDecoder's fatal mode does). `form` also reads "+" as a space.
 */
export function unescapeUrl(text: string, mode: UrlMode): EscapeOutcome {
  const notes =
    mode !== 'form' && text.includes('+') ? ['"+" is kept as a plus sign; in query strings sent by HTML forms it means a space: choose Form for that.'] : [];
  const step = (index: number): Step => {
    if (text[index] === '+') return { text: ' ', next: index + 1 };
    const bytes: number[] = [];
    let cursor = index;
    while (text[cursor] === '%') {
      const digits = text.slice(cursor + 1, cursor + 3);
      if (!/^[0-9a-fA-F]{2}$/.test(digits)) {
        if (bytes.length === 0)
          return failAt(text, cursor, `"%" must be followed by two hex digits (found "%${digits}"); a percent sign itself is written %25.`);
        break;
      }
      const byte = Number.parseInt(digits, 16);
      // Stop between sequences, so a run is split where a new character starts.
      if (bytes.length > 0 && sequenceLength(byte) !== 0 && sequenceLength(bytes[0] ?? 0) <= bytes.length) break;
      bytes.push(byte);
      cursor += 3;
    }
    try {
      return { text: decoder.decode(new Uint8Array(bytes)), next: cursor };
    } catch {
      const shown = text.slice(index, cursor);
      return failAt(
        text,
        index,
        `${shown} is not valid UTF-8${bytes.length === 1 && (bytes[0] ?? 0) >= 0x80 ? ': a byte past %7F must be part of a multi-byte sequence' : ''}.`,
      );
    }
  };
  return unescapeWith(text, mode === 'form' ? /[%+]/g : /%/g, step, notes);
}
