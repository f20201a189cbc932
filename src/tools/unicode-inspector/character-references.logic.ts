import { fromCodePoint, replaceCodePoint } from 'entities/decode';

/** Numeric character references: `&#233;` (decimal, as IT-Tools writes them) and `&#xE9;` (hex); the semicolon is required. */
const REFERENCE = /&#(?:([0-9]+)|[xX]([0-9a-fA-F]+));/g;

/** Past U+10FFFF: what a reference with more than 8 significant digits is, without parsing it. */
const OUT_OF_RANGE = 0x110000;

export const hasCharacterReferences = (text: string): boolean => /&#(?:[0-9]+|[xX][0-9a-fA-F]+);/.test(text);

/**
 * The text with each numeric character reference turned back into its character, as an HTML parser
 * reads it: a reference to no character (NUL, a surrogate, beyond U+10FFFF) becomes U+FFFD, and
 * 128–159 are read as Windows-1252 (`&#150;` is "–"), as the HTML standard says. This is the
 * reverse of the decimal and HTML escapes. Named references such as `&amp;` stay as written.
 */
export function decodeCharacterReferences(text: string): string {
  return text.replace(REFERENCE, (_, decimal: string | undefined, hexDigits: string | undefined) => {
    const digits = decimal ?? (hexDigits as string);
    const codePoint = digits.replace(/^0+/, '').length > 8 ? OUT_OF_RANGE : Number.parseInt(digits, decimal === undefined ? 16 : 10);
    return fromCodePoint(replaceCodePoint(codePoint));
  });
}
