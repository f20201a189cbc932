/**
 * "What encoding is this?": tries every decoder on the input, reads the bytes each gives in the likeliest charset, and ranks the
 * results by how much they look like text, as CyberChef's Magic does, with the reasons for each score. No dictionary: the score
 * looks only at which characters came out.
 */
import { codec } from '@/lib/base64-codec';
import { decodeToBytes, type ByteEncoding } from './byte-codecs.logic';
import { CHARSETS, decodeBytes, isUtf8, repairMojibake } from './charsets.logic';
import { parseDump } from './hexdump.logic';
import { decodeEncodedWords, decodeQuotedPrintable } from './quoted-printable.logic';

/** How a candidate was read: one of the tool's encodings (so the screen can switch to it), or a reading it shows only here. */
export type DetectedAs = ByteEncoding | 'base64' | 'encoded-words' | 'url' | 'hexdump' | 'mojibake' | 'charset';

export interface Candidate {
  as: DetectedAs;
  name: string;
  /** The charset the bytes were read in (null when the decoder gives text itself). */
  charset: string | null;
  /** 0–100. */
  score: number;
  text: string;
  reasons: string[];
}

export interface TextScore {
  score: number;
  reasons: string[];
}

/** Control characters other than tab and line breaks, U+FFFD and private-use characters: what real text does not contain. */
function isJunk(char: string): boolean {
  const code = char.codePointAt(0)!;
  if (code === 9 || code === 10 || code === 13) return false;
  return code < 0x20 || (code >= 0x7f && code < 0xa0) || code === 0xfffd || (code >= 0xe000 && code < 0xf900);
}
const WORDISH = /[\p{L}\p{N}\s.,;:!?'"()\-–—’“”]/u;
const SCRIPTS: [string, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Han', /\p{Script=Han}/u],
  ['Japanese kana', /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['Hangul', /\p{Script=Hangul}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Thai', /\p{Script=Thai}/u],
];
/** Only this much of a long result is looked at. */
const SAMPLE = 4096;

const percent = (share: number) => `${Math.round(share * 100)} %`;

/** How much a text looks like text: printable characters, letters and punctuation, letters of one script, and its length. */
export function scoreText(text: string): TextScore {
  const chars = [...text.slice(0, SAMPLE)];
  if (chars.length === 0) return { score: 0, reasons: ['empty'] };
  let printable = 0;
  let wordish = 0;
  let letters = 0;
  let lower = 0;
  let upper = 0;
  let latin = 0;
  let latinAccented = 0;
  const scripts = new Map<string, number>();
  // Letter pairs inside a word that switch script or go from small to capital ("ЫNыs"): rare in text, common in decoded noise.
  let pairs = 0;
  let jumbled = 0;
  let previous: { script: string; lower: boolean } | null = null;
  for (const char of chars) {
    if (!isJunk(char)) printable += 1;
    if (WORDISH.test(char)) wordish += 1;
    if (/\p{L}/u.test(char)) {
      letters += 1;
      const script = SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'other';
      // Combined Japanese: kanji with kana counts as one writing system.
      const key = script === 'Han' || script === 'Japanese kana' ? 'Han' : script;
      const isLower = /\p{Ll}/u.test(char);
      if (isLower) lower += 1;
      else if (/\p{Lu}/u.test(char)) upper += 1;
      if (previous) {
        pairs += 1;
        if (previous.script !== key || (previous.lower && /\p{Lu}/u.test(char))) jumbled += 1;
      }
      previous = { script: key, lower: isLower };
      if (script === 'Latin') {
        latin += 1;
        if (char > '\u007f') latinAccented += 1;
      }
      scripts.set(key, (scripts.get(key) ?? 0) + 1);
    } else previous = null;
  }
  const printableShare = printable / chars.length;
  const wordishShare = wordish / chars.length;
  const [mainScript, mainCount] = [...scripts.entries()].sort((a, b) => b[1] - a[1])[0] ?? ['none', 0];
  const coherence = letters === 0 ? 0.5 : mainCount / letters;
  const lengthFactor = chars.length >= 4 ? 1 : 0.4 + chars.length * 0.15;
  const reasons = [`${percent(printableShare)} printable`, `${percent(wordishShare)} letters, digits, spaces or punctuation`];
  if (letters > 0)
    reasons.push(coherence === 1 ? `letters all of one script (${mainScript})` : `${percent(coherence)} of letters in one script (${mainScript})`);
  let penalty = 0;
  // Text in a wrong single-byte charset turns into accented-letter soup ("ïðèâåò") or capitals ("РТЙЧЕФ"); real text is neither.
  if (latin >= 4 && latinAccented / latin > 0.3) {
    penalty += 20;
    reasons.push(`${percent(latinAccented / latin)} of Latin letters accented (−20)`);
  }
  if (pairs >= 6 && jumbled / pairs > 0.15) {
    penalty += 25;
    reasons.push(`${percent(jumbled / pairs)} of letter pairs switch script or case mid-word (−25)`);
  }
  if (lower + upper >= 6 && upper / (lower + upper) > 0.6 && upper > lower) {
    penalty += 15;
    reasons.push(`${percent(upper / (lower + upper))} capitals (−15)`);
  }
  const score = Math.max(0, Math.round((55 * printableShare + 30 * wordishShare + 15 * coherence) * lengthFactor) - penalty);
  if (lengthFactor < 1) reasons.push(`short result (${chars.length} characters): weak evidence`);
  return { score, reasons };
}

const isAscii = (text: string) => [...text].every((char) => char.charCodeAt(0) < 0x80);

/** Charsets a byte string is tried in when it is not UTF-8. */
const GUESSES = ['utf-16le', 'utf-16be', 'windows-1252', 'windows-1251', 'koi8-r', 'iso-8859-2', 'iso-8859-7', 'shift_jis', 'euc-jp', 'gbk', 'big5', 'euc-kr'];
const MULTI_BYTE = new Set(['shift_jis', 'euc-jp', 'gbk', 'gb18030', 'big5', 'euc-kr']);
const CHARSET_NAMES = new Map(CHARSETS.map(({ id, label }) => [id, label]));

export interface Reading extends TextScore {
  charset: string;
  label: string;
  text: string;
}

/** Bytes read in every likely charset, best first; valid UTF-8 gets a bonus, since random bytes almost never are. */
export function rankCharsets(bytes: Uint8Array, charsets: string[] = ['utf-8', ...GUESSES]): Reading[] {
  const sample = bytes.subarray(0, SAMPLE);
  const readings: Reading[] = [];
  for (const charset of charsets) {
    // UTF-16 needs an even length; odd tails are one cut-off byte, not evidence against it.
    if (charset.startsWith('utf-16') && (sample.length < 2 || sample.length % 2 !== 0)) continue;
    const read = decodeBytes(sample, charset);
    if (!read.ok) continue;
    const scored = scoreText(read.text);
    let { score } = scored;
    const reasons = [...scored.reasons];
    if (charset === 'utf-8') {
      if (read.replaced === 0 && !isAscii(read.text)) {
        score = Math.min(100, score + 10);
        reasons.push('valid UTF-8 with non-ASCII characters (+10)');
      } else if (read.replaced === 0) {
        score = Math.min(100, score + 5);
        reasons.push('plain ASCII (+5)');
      } else reasons.push(`not valid UTF-8 (${read.replaced} bad sequences)`);
    } else if (charset.startsWith('utf-16') && !utf16Likely(sample, charset)) {
      // Any even run of bytes reads as some UTF-16 (often as CJK): without a BOM or ASCII among it, it is a poor guess.
      score = Math.max(0, score - 30);
      reasons.push(`read as ${CHARSET_NAMES.get(charset) ?? charset}, with no byte-order mark and no ASCII in it (−30)`);
    } else {
      reasons.push(`read as ${CHARSET_NAMES.get(charset) ?? charset}`);
      if (MULTI_BYTE.has(charset)) {
        score = Math.max(0, score - 15);
        reasons.push('a multi-byte legacy charset reads almost any bytes as some characters (−15)');
      }
      if ((charset === 'shift_jis' || charset === 'euc-jp') && /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(read.text)) {
        score = Math.min(100, score + 10);
        reasons.push('has Japanese kana (+10)');
      }
      if (charset === 'euc-kr' && /\p{Script=Hangul}/u.test(read.text)) {
        score = Math.min(100, score + 10);
        reasons.push('has Hangul (+10)');
      }
      // Any bytes are "valid" in a single-byte set: prefer UTF-8 when both read well.
      score = Math.max(0, score - 5);
    }
    readings.push({ charset, label: CHARSET_NAMES.get(charset) ?? charset, text: read.text, score, reasons });
  }
  return readings.sort((a, b) => b.score - a.score);
}

/** A byte-order mark, or zero bytes on the side UTF-16 puts them for ASCII, in a fifth of the units. */
function utf16Likely(bytes: Uint8Array, charset: string): boolean {
  const little = charset === 'utf-16le';
  if ((little && bytes[0] === 0xff && bytes[1] === 0xfe) || (!little && bytes[0] === 0xfe && bytes[1] === 0xff)) return true;
  let zeros = 0;
  for (let at = little ? 1 : 0; at < bytes.length; at += 2) if (bytes[at] === 0) zeros += 1;
  return zeros / (bytes.length / 2) >= 0.2;
}

function fromBytes(as: DetectedAs, name: string, bytes: Uint8Array, evidence: string[] = [], bonus = 0): Candidate | null {
  if (bytes.length === 0) return null;
  const best = isUtf8(bytes) ? rankCharsets(bytes, ['utf-8'])[0] : rankCharsets(bytes)[0];
  if (!best) return null;
  const full = decodeBytes(bytes, best.charset);
  return {
    as,
    name,
    charset: best.charset,
    score: Math.min(100, best.score + bonus),
    text: full.ok ? full.text : best.text,
    reasons: [...evidence, ...best.reasons],
  };
}

function fromText(as: DetectedAs, name: string, text: string, evidence: string[], bonus = 0): Candidate {
  const scored = scoreText(text);
  return { as, name, charset: null, score: Math.min(100, scored.score + bonus), text, reasons: [...evidence, ...scored.reasons] };
}

const TRIED: [ByteEncoding, string, RegExp][] = [
  ['hex', 'Hex', /^[\s0-9a-fA-Fx\\,:;%]+$/],
  ['binary', 'Binary', /^[\s01b,]+$/],
  ['octal', 'Octal', /^[\s0-7o\\,]+$/],
  ['decimal', 'Decimal', /^[\s0-9,;&#]+$/],
  ['base32', 'Base32', /^[\sA-Za-z2-7=]+$/],
  ['base32hex', 'Base32hex', /^[\s0-9A-Va-v=]+$/],
  ['base58', 'Base58', /^\s*[1-9A-HJ-NP-Za-km-z]+\s*$/],
  ['ascii85', 'Ascii85', /^\s*(<~)?[\s!-uz]+(~>)?\s*$/],
  ['z85', 'Z85', /^[\s0-9a-zA-Z.\-:+=^!/*?&<>()[\]{}@%$#]+$/],
];

/** Every decoder tried on the text, those that worked ranked best first. */
export function detectEncodings(input: string): Candidate[] {
  const text = input.trim();
  if (text === '') return [];
  const candidates: (Candidate | null)[] = [];
  for (const [encoding, name, shape] of TRIED) {
    if (!shape.test(text)) continue;
    const read = decodeToBytes(text, encoding);
    if (!read.ok) continue;
    const evidence = encoding === 'ascii85' && text.startsWith('<~') ? ['has Adobe’s <~ ~> delimiters (+10)'] : [];
    candidates.push(fromBytes(encoding, name, read.bytes, evidence, evidence.length * 10));
    if (encoding === 'base58') {
      const checked = decodeToBytes(text, 'base58check');
      if (checked.ok) candidates.push(fromBytes('base58check', 'Base58Check', checked.bytes, ['its checksum is right (+20)'], 20));
    }
  }
  if (/^[\sA-Za-z0-9+/_-]+=*\s*$/.test(text) && text.replace(/\s/g, '').length >= 4) {
    const bytes = codec.decode(text);
    if (bytes) candidates.push(fromBytes('base64', 'Base64', bytes));
  }
  if (/=[0-9A-Fa-f]{2}|=\r?\n/.test(text) && !/=\?[^?]+\?[BbQq]\?/.test(text)) {
    candidates.push(fromBytes('quoted-printable', 'Quoted-printable', decodeQuotedPrintable(text).bytes, ['has =XX escapes or soft line breaks (+5)'], 5));
  }
  const words = decodeEncodedWords(text);
  if (words.ok)
    candidates.push(fromText('encoded-words', 'MIME encoded-words', words.text, [`${words.words} encoded-words in ${words.charsets.join(', ')} (+15)`], 15));
  if (/%[0-9A-Fa-f]{2}/.test(text)) {
    const bytes = percentBytes(text);
    candidates.push(fromBytes('url', 'URL-encoding (percent)', bytes, ['has %XX escapes (+5)'], 5));
  }
  const dump = parseDump(text);
  if (dump.ok) candidates.push(fromBytes('hexdump', `Hexdump (${dump.format})`, dump.bytes, [`${dump.lines} lines with matching offsets (+20)`], 20));
  const mended = repairMojibake(text);
  if (mended.rounds > 0) {
    candidates.push(
      fromText(
        'mojibake',
        'Mojibake: UTF-8 read as Windows-1252',
        mended.text,
        [`repaired in ${mended.rounds} round${mended.rounds === 1 ? '' : 's'} (+15)`],
        15,
      ),
    );
  }
  return candidates.filter((candidate): candidate is Candidate => candidate !== null && candidate.text !== text).sort((a, b) => b.score - a.score);
}

/** %XX as bytes, every other character as its UTF-8 (and "+" as a space, as forms send it). */
function percentBytes(text: string): Uint8Array {
  const out: number[] = [];
  const encoder = new TextEncoder();
  for (const part of text.split(/(%[0-9A-Fa-f]{2})/)) {
    if (/^%[0-9A-Fa-f]{2}$/.test(part)) out.push(Number.parseInt(part.slice(1), 16));
    else out.push(...encoder.encode(part.replaceAll('+', ' ')));
  }
  return Uint8Array.from(out);
}
