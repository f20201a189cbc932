import { codec } from '@/lib/base64-codec';

/** Line breaks as text editors write them: CRLF, LF or a lone CR. */
const LINE_BREAK = /\r\n|\n|\r/;

const utf8Decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export type LinesResult = { ok: true; text: string; bytes: number } | { ok: false; line: number; reason: 'base64' | 'text' };

/**
 * DevToys' "each line separately", encoding: every line is Base64 of its own UTF-8 bytes (RFC 4648 per
 * line, each with its own padding), and the lines keep their order; an empty line stays empty. Output
 * lines are joined with "\n". `bytes` is the UTF-8 size of the input's lines.
 */
export function encodeLines(text: string, urlSafe: boolean): { text: string; bytes: number } {
  const encoder = new TextEncoder();
  let bytes = 0;
  const lines = text.split(LINE_BREAK).map((line) => {
    const utf8 = encoder.encode(line);
    bytes += utf8.length;
    return codec.encode(utf8, urlSafe);
  });
  return { text: lines.join('\n'), bytes };
}

/**
 * Decoding each line on its own: a line is one Base64 text (either alphabet, padding optional), and
 * decodes to UTF-8 text; blank lines stay blank. The first line that is not Base64, or whose bytes are
 * not text, is named (1-based).
 */
export function decodeLines(text: string): LinesResult {
  const out: string[] = [];
  let bytes = 0;
  for (const [index, line] of text.split(LINE_BREAK).entries()) {
    const decoded = codec.decode(line);
    if (!decoded) return { ok: false, line: index + 1, reason: 'base64' };
    try {
      out.push(utf8Decoder.decode(decoded));
    } catch {
      return { ok: false, line: index + 1, reason: 'text' };
    }
    bytes += decoded.length;
  }
  return { ok: true, text: out.join('\n'), bytes };
}
