// The trailing slash takes the npm package, not Node's deprecated builtin of the same name.
import { toASCII, toUnicode } from 'punycode/';

export type IdnResult = { ok: true; value: string } | { ok: false; message: string };

/** "xn--bcher-kva.example" → "bücher.example": each xn-- label decoded (RFC 3492); an IP address or plain name is unchanged. */
export function hostToUnicode(host: string): IdnResult {
  try {
    return { ok: true, value: toUnicode(host.toLowerCase()) };
  } catch (error) {
    return { ok: false, message: `Could not decode this name: ${error instanceof Error ? error.message.replace(/\.$/, '') : String(error)}.` };
  }
}

/** "Bücher.example" → "xn--bcher-kva.example": labels with non-ASCII letters encoded, lowercased as DNS compares them. */
export function hostToAscii(host: string): IdnResult {
  try {
    return { ok: true, value: toASCII(host.normalize('NFC').toLowerCase()) };
  } catch (error) {
    return { ok: false, message: `Could not encode this name: ${error instanceof Error ? error.message.replace(/\.$/, '') : String(error)}.` };
  }
}
