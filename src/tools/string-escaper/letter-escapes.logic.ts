/** The control characters the C family of languages writes as a backslash and a letter, by that letter. */
const LETTER_CONTROLS = { '0': '\0', a: '\x07', b: '\b', e: '\x1b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' } as const;
type ControlLetter = keyof typeof LETTER_CONTROLS;

/** Character to escape for the letters a language has: `letterEscapes('t')` maps a tab to "\\t". */
export const letterEscapes = (...letters: ControlLetter[]): Record<string, string> =>
  Object.fromEntries(letters.map((letter) => [LETTER_CONTROLS[letter], `\\${letter}`]));

/** Letter to character, the other way: `letterUnescapes('t')` maps "t" to a tab. */
export const letterUnescapes = (...letters: ControlLetter[]): Record<string, string> =>
  Object.fromEntries(letters.map((letter) => [letter, LETTER_CONTROLS[letter]]));
