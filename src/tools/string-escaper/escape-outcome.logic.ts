import { atLineColumn, positionAt, type SourcePosition } from '@contract/position';

/** What every escaper and unescaper returns: the text (with notes worth reading), or a sentence that says where and why it failed. */
export type EscapeOutcome = { ok: true; text: string; notes: string[] } | { ok: false; message: string; position: SourcePosition | null };

export const done = (text: string, notes: string[] = []): EscapeOutcome => ({ ok: true, text, notes });

/** A failure at `offset`: the message is a sentence that starts with where ("Line 2, column 5: ..."). */
export function failAt(text: string, offset: number, message: string): Failure {
  const position = positionAt(text, offset);
  return { ok: false, message: atLineColumn(position, message), position };
}

/** A failure that belongs to no one place. */
export const fail = (message: string): EscapeOutcome => ({ ok: false, message, position: null });

/** Upper-case hex digits, zero-padded to `width`. */
export const hex = (value: number, width: number) => value.toString(16).toUpperCase().padStart(width, '0');

export const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
export const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/** The code point at `index` and how many UTF-16 units it takes; a lone surrogate is itself, one unit. */
export function codePointAt(text: string, index: number): { code: number; width: number } {
  const unit = text.charCodeAt(index);
  if (isHighSurrogate(unit) && isLowSurrogate(text.charCodeAt(index + 1))) return { code: text.codePointAt(index) ?? unit, width: 2 };
  return { code: unit, width: 1 };
}

/** U+XXXX as people write a character's number. */
export const codePointName = (code: number) => `U+${hex(code, 4)}`;

/** Shows one character in a message: printable ones as themselves in quotes, others by number. */
export function describeCharacter(code: number): string {
  if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || (code >= 0xd800 && code <= 0xdfff) || code === 0x2028 || code === 0x2029) return codePointName(code);
  return `"${String.fromCodePoint(code)}" (${codePointName(code)})`;
}

/** Digits of `radix` starting at `from`, at most `max` of them, none at or past `to`. */
export function readDigits(text: string, from: number, max: number, radix: 8 | 10 | 16, to = text.length): string {
  const pattern = radix === 16 ? /[0-9a-fA-F]/ : radix === 10 ? /[0-9]/ : /[0-7]/;
  let end = from;
  while (end < to && end - from < max && pattern.test(text[end] ?? '')) end += 1;
  return text.slice(from, end);
}

export type Failure = Extract<EscapeOutcome, { ok: false }>;
/** One escape read: the text it stands for and where reading goes on, or why it cannot be read. */
export type Step = { text: string; next: number } | Failure;

/**
 * Unescapes `text[from, to)`: copies runs between matches of `special` (a global regex) as they are, and
 * hands each match's offset to `step`. Runs are sliced, not copied character by character, so 50 MB stays fast.
 */
export function unescapeWith(text: string, special: RegExp, step: (index: number) => Step, notes: string[] = [], from = 0, to = text.length): EscapeOutcome {
  const parts: string[] = [];
  let last = from;
  special.lastIndex = from;
  for (let match = special.exec(text); match && match.index < to; match = special.exec(text)) {
    parts.push(text.slice(last, match.index));
    const result = step(match.index);
    if ('ok' in result) return result;
    parts.push(result.text);
    last = special.lastIndex = result.next;
  }
  parts.push(text.slice(last, to));
  return done(parts.join(''), notes);
}

/**
 * Reads `text` as a literal's inside; when that fails and the text is wrapped in `open` ... `close` (pasted
 * with its quotes), reads what is inside them instead. Escaped text is always a valid inside, so a round
 * trip never loses a quote that merely happens to stand at both ends.
 */
export function wholeOrInner(text: string, open: string, close: string, read: (from: number, to: number) => EscapeOutcome): EscapeOutcome {
  const whole = read(0, text.length);
  if (whole.ok || text.length < open.length + close.length || !text.startsWith(open) || !text.endsWith(close)) return whole;
  return read(open.length, text.length - close.length);
}

/** A code point from hex digits as a string, astral ones as their surrogate pair. */
export const fromHex = (digits: string) => String.fromCodePoint(Number.parseInt(digits, 16));
