/** `\u0041` or `\u{1F600}` inside a group name, as the engine reads them. */
const NAME_ESCAPE = /\\u(?:\{([0-9a-fA-F]+)\}|([0-9a-fA-F]{4}))/g;

function decodeName(raw: string): string {
  return raw.replace(NAME_ESCAPE, (_, braced: string | undefined, four: string | undefined) => String.fromCodePoint(parseInt(braced ?? four ?? '0', 16)));
}

/**
 * The capture groups of a valid pattern in order: each one's name, or null for a numbered group.
 * JavaScript reports named captures by name only, so this is how a name is tied to its number.
 * `unicodeSets` (the v flag) allows classes inside classes.
 */
export function captureGroupNames(source: string, unicodeSets = false): (string | null)[] {
  const names: (string | null)[] = [];
  let classDepth = 0;
  for (let at = 0; at < source.length; at += 1) {
    const char = source[at];
    if (char === '\\') {
      at += 1;
      continue;
    }
    if (classDepth > 0) {
      if (char === ']') classDepth -= 1;
      else if (char === '[' && unicodeSets) classDepth += 1;
      continue;
    }
    if (char === '[') {
      classDepth = 1;
      continue;
    }
    if (char !== '(') continue;
    if (source[at + 1] !== '?') {
      names.push(null);
      continue;
    }
    const isNamed = source[at + 2] === '<' && source[at + 3] !== '=' && source[at + 3] !== '!';
    if (!isNamed) continue;
    const close = source.indexOf('>', at + 3);
    names.push(decodeName(source.slice(at + 3, close)));
    at = close;
  }
  return names;
}
