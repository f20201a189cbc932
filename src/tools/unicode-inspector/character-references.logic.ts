/** Numeric character references: `&#233;` (decimal, as IT-Tools writes them) and `&#xE9;` (hex); the semicolon is required. */
const REFERENCE = /&#(?:([0-9]+)|[xX]([0-9a-fA-F]+));/g;

/** A reference to no character (NUL, a surrogate, beyond U+10FFFF) becomes U+FFFD, as an HTML parser reads it. */
const REPLACEMENT = '\uFFFD';

export const hasCharacterReferences = (text: string): boolean => /&#(?:[0-9]+|[xX][0-9a-fA-F]+);/.test(text);

/**
 * The text with each numeric character reference turned back into its character: the reverse of the
 * decimal and HTML escapes. Everything else, named references such as `&amp;` included, stays as written.
 */
export function decodeCharacterReferences(text: string): string {
  return text.replace(REFERENCE, (_, decimal: string | undefined, hexDigits: string | undefined) => {
    const digits = decimal ?? (hexDigits as string);
    // Past 8 significant digits no reference can be in range; parsing it would only lose precision.
    if (digits.replace(/^0+/, '').length > 8) return REPLACEMENT;
    const codePoint = Number.parseInt(digits, decimal === undefined ? 16 : 10);
    if (codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return REPLACEMENT;
    return String.fromCodePoint(codePoint);
  });
}
