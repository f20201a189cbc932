/* eslint-disable no-control-regex -- matching control characters is what an escaper does. */
import { decodeHTML, fromCodePoint, replaceCodePoint } from 'entities/decode';
import { describeCharacter, done, type EscapeOutcome, failAt, hex, type Step, unescapeWith } from './escape-outcome.logic';
import { formatNumber } from '@contract/format-number';
import { atLineColumn, positionAt } from '@contract/position';
import { isXmlChar } from '@/lib/xml-char';

const HTML_NAMED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const XML_NAMED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** At most this many notes name places; the rest are counted. */
const MAX_PLACED_NOTES = 5;

function placedNotes(text: string, places: { offset: number; note: string }[]): string[] {
  const shown = places.slice(0, MAX_PLACED_NOTES).map(({ offset, note }) => atLineColumn(positionAt(text, offset), note));
  return places.length > MAX_PLACED_NOTES ? [...shown, `… and ${formatNumber(places.length - MAX_PLACED_NOTES)} more like these.`] : shown;
}

/**
 * HTML text or an attribute value: & < > " ' as &amp; &lt; &gt; &quot; &#39; (safe in text and in either
 * quote), and with `nonAscii` every character past U+007E as &#xHEX; (but U+0080 to U+009F, which HTML reads by reference as Windows-1252, stay raw). A lone surrogate cannot be carried:
 * HTML reads any reference to one as U+FFFD, so it is left as it is and named in a note.
 */
export function escapeHtml(text: string, nonAscii: boolean): EscapeOutcome {
  const lone: { offset: number; note: string }[] = [];
  const escaped = text.replace(nonAscii ? /[&<>"'\x7f\xa0-\u{10ffff}]/gu : /[&<>"']/g, (match, offset: number) => {
    const named = HTML_NAMED[match];
    if (named) return named;
    const code = match.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      lone.push({ offset, note: `a lone surrogate (${describeCharacter(code)}) has no HTML form, left as it is.` });
      return match;
    }
    return `&#x${hex(code, 1)};`;
  });
  return done(escaped, placedNotes(text, lone));
}

/**
 * HTML character references read as a browser reads them in text (WHATWG HTML 13.2.5.72): the full list of
 * 2,231 named references (legacy ones such as &amp and &copy also without ";"), decimal and hex numeric
 * references (NUL, surrogates and values past U+10FFFF become U+FFFD; 0x80 to 0x9F map through Windows-1252).
 * A name that is no reference is left as it is, and listed.
 */
export function unescapeHtml(text: string): EscapeOutcome {
  const places: { offset: number; note: string }[] = [];
  const step = (index: number): Step => {
    REFERENCE.lastIndex = index;
    const match = REFERENCE.exec(text);
    const token = match?.[0] ?? '&';
    const numeric = match?.[1];
    if (numeric !== undefined) {
      const hexadecimal = /^[xX]/.test(numeric);
      const digits = hexadecimal ? numeric.slice(1) : numeric;
      if (digits === '') {
        places.push({ offset: index, note: `"${token}" has no digits, left as it is.` });
        return { text: token, next: index + token.length };
      }
      const value = digits.length > 8 ? 0x110000 : Number.parseInt(digits, hexadecimal ? 16 : 10);
      const replaced = replaceCodePoint(value);
      if (replaced === 0xfffd && value !== 0xfffd)
        places.push({
          offset: index,
          note: `${token} is not a character HTML allows (${value > 0x10ffff ? 'past U+10FFFF' : describeCharacter(value)}): read as U+FFFD.`,
        });
      if (!token.endsWith(';')) places.push({ offset: index, note: `${token} has no closing ";": browsers still read it, but write one.` });
      return { text: fromCodePoint(replaced), next: index + token.length };
    }
    if (token === '&') return { text: '&', next: index + 1 };
    const decoded = decodeHTML(token);
    if (decoded === token && token.endsWith(';')) places.push({ offset: index, note: `${token} is not an HTML named reference, left as it is.` });
    return { text: decoded, next: index + token.length };
  };
  const outcome = unescapeWith(text, /&/g, step);
  return outcome.ok ? { ...outcome, notes: placedNotes(text, places) } : outcome;
}

/** "&#123;", "&#x7B;" (digits group 1) or "&name;" with or without its ";". */
const REFERENCE = /&(?:#([xX][0-9a-fA-F]*|[0-9]*);?|[A-Za-z][A-Za-z0-9]*;?)/y;

/**
 * XML text or an attribute value: the five predefined entities, CR as &#xD; (a parser turns a raw CR into LF),
 * and with `nonAscii` everything past U+007E as &#xHEX;. Characters XML 1.0 cannot hold at all
 * (most C0 controls, lone surrogates, U+FFFE, U+FFFF) are refused with their place.
 */
export function escapeXml(text: string, nonAscii: boolean): EscapeOutcome {
  const bad = /[\0-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]/u.exec(text);
  if (bad) return failAt(text, bad.index, `${describeCharacter(bad[0].charCodeAt(0))} cannot appear in XML 1.0, not even as a character reference.`);
  const escaped = text.replace(
    nonAscii ? /[&<>"'\r\x7f-\u{10ffff}]/gu : /[&<>"'\r]/g,
    (match) => XML_NAMED[match] ?? `&#x${hex(match.codePointAt(0) ?? 0, 1)};`,
  );
  return done(escaped);
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML character data back to text: the five predefined entities and numeric references; anything else is not well-formed XML. */
export function unescapeXml(text: string): EscapeOutcome {
  const step = (index: number): Step => {
    if (text[index] === '<') return failAt(text, index, 'a raw "<" starts a tag in XML: text writes it as &lt;.');
    const match = /&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z_:][\w.:-]*);/y;
    match.lastIndex = index;
    const found = match.exec(text);
    if (!found) return failAt(text, index, 'a "&" must start a reference such as &amp; or &#38; (with its ";"): write a lone ampersand as &amp;.');
    const body = found[1] ?? '';
    if (body.startsWith('#')) {
      const digits = body.startsWith('#x') ? body.slice(2) : body.slice(1);
      const value = digits.length > 8 ? 0x110000 : Number.parseInt(digits, body.startsWith('#x') ? 16 : 10);
      if (!isXmlChar(value))
        return failAt(
          text,
          index,
          `&${body}; refers to ${value > 0x10ffff ? 'a number past U+10FFFF' : describeCharacter(value)}, which XML 1.0 does not allow.`,
        );
      return { text: String.fromCodePoint(value), next: index + found[0].length };
    }
    const entity = XML_ENTITIES[body];
    if (entity === undefined)
      return failAt(
        text,
        index,
        `&${body}; is not one of XML's five predefined entities (&amp; &lt; &gt; &quot; &apos;): it would need a DTD that declares it.`,
      );
    return { text: entity, next: index + found[0].length };
  };
  return unescapeWith(text, /[&<]/g, step);
}
