/**
 * Base64 of bytes, both alphabets of RFC 4648. The engine's own Uint8Array.prototype.toBase64 and
 * Uint8Array.fromBase64 are used when present (Chromium 140+, Firefox 133+, Safari 18.2+): they are
 * several times faster than btoa/atob and need no binary string. Elsewhere btoa/atob do the work.
 */

export interface Base64Codec {
  encode: (bytes: Uint8Array, urlSafe: boolean) => string;
  /** Null when the text is not Base64. */
  decode: (text: string) => Uint8Array | null;
}

interface NativeBase64Options {
  alphabet?: 'base64' | 'base64url';
  omitPadding?: boolean;
}

interface NativeUint8Array {
  toBase64: (options?: NativeBase64Options) => string;
}

interface NativeUint8ArrayConstructor {
  fromBase64: (text: string, options?: NativeBase64Options) => Uint8Array;
}

/** Which alphabet a text uses: "-" or "_" mean URL-safe, "+" or "/" standard; both at once is read as either. */
function alphabetOf(text: string): 'base64' | 'base64url' | 'mixed' {
  const urlSafe = /[-_]/.test(text);
  if (!urlSafe) return 'base64';
  return /[+/]/.test(text) ? 'mixed' : 'base64url';
}

const toStandardAlphabet = (text: string) => text.replaceAll('-', '+').replaceAll('_', '/');

function nativeCodec(): Base64Codec | null {
  const prototype = Uint8Array.prototype as Partial<NativeUint8Array>;
  const constructor = Uint8Array as unknown as Partial<NativeUint8ArrayConstructor>;
  const { fromBase64 } = constructor;
  if (typeof prototype.toBase64 !== 'function' || typeof fromBase64 !== 'function') return null;
  return {
    encode: (bytes, urlSafe) => (bytes as unknown as NativeUint8Array).toBase64(urlSafe ? { alphabet: 'base64url', omitPadding: true } : {}),
    decode: (text) => {
      const alphabet = alphabetOf(text);
      try {
        // Skips ASCII whitespace; padding is optional but must be complete when present.
        return alphabet === 'mixed' ? fromBase64.call(Uint8Array, toStandardAlphabet(text)) : fromBase64.call(Uint8Array, text, { alphabet });
      } catch {
        return null;
      }
    },
  };
}

const CHUNK = 0x8000;

/** btoa and atob, which work on "binary strings" of one byte per character. */
export const fallbackCodec: Base64Codec = {
  encode: (bytes, urlSafe) => {
    let binary = '';
    for (let start = 0; start < bytes.length; start += CHUNK) binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
    const standard = btoa(binary);
    return urlSafe ? standard.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '') : standard;
  },
  decode: (text) => {
    // The same rules as fromBase64: ASCII whitespace is skipped, padding optional but complete when present.
    const compact = toStandardAlphabet(text.replace(/[\t\n\f\r ]+/g, ''));
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || (compact.endsWith('=') && compact.length % 4 !== 0)) return null;
    try {
      const binary = atob(compact);
      const bytes = new Uint8Array(binary.length);
      for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
      return bytes;
    } catch {
      return null;
    }
  },
};

/** The fastest codec this engine has. */
export const codec: Base64Codec = nativeCodec() ?? fallbackCodec;
