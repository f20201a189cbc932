/** JSON's four whitespace characters: space, tab, line feed, carriage return. */
export function isJsonWhitespace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}

/** End (exclusive) of the string literal that opens at `start`; indexOf jumps over long strings. */
export function stringEnd(text: string, start: number): number {
  let index = start + 1;
  for (;;) {
    const quote = text.indexOf('"', index);
    if (quote < 0) return text.length;
    let backslashes = 0;
    for (let back = quote - 1; text.charCodeAt(back) === 92; back -= 1) backslashes += 1;
    if (backslashes % 2 === 0) return quote + 1;
    index = quote + 1;
  }
}

/** End (exclusive) of a number or true/false/null starting at `start`. */
export function bareEnd(text: string, start: number): number {
  let index = start;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    // , : { } [ ] and whitespace end a bare literal
    if (isJsonWhitespace(code) || code === 44 || code === 58 || code === 123 || code === 125 || code === 91 || code === 93) break;
    index += 1;
  }
  return index;
}

export interface ReindentOptions {
  /** One level of indentation; '' gives the minified form. */
  unit: string;
  /** Give up (return null) once the output would be longer than this, e.g. for deeply nested input whose indentation grows quadratically. */
  maxLength?: number;
}

/**
 * Re-indents JSON text that JSON.parse has already accepted. Every literal is copied exactly as
 * written (numbers beyond 2^53 are not rounded, escapes are kept) and key order is kept. One pass,
 * no recursion, so any nesting depth is safe. Returns null when the result would exceed maxLength.
 */
export function reindentJson(text: string, { unit, maxLength = Infinity }: ReindentOptions): string | null {
  const pretty = unit !== '';
  const breaks = [pretty ? '\n' : ''];
  const breakAt = (depth: number): string => {
    while (breaks.length <= depth) breaks.push(breaks[breaks.length - 1] + unit);
    return breaks[depth] as string;
  };
  const colon = pretty ? ': ' : ':';
  let out = '';
  let depth = 0;
  let index = 0;
  while (index < text.length) {
    if (out.length > maxLength) return null;
    const code = text.charCodeAt(index);
    if (isJsonWhitespace(code)) {
      index += 1;
    } else if (code === 123 || code === 91) {
      const close = code + 2; // '{'+2 is '}', '['+2 is ']'
      let next = index + 1;
      while (next < text.length && isJsonWhitespace(text.charCodeAt(next))) next += 1;
      if (text.charCodeAt(next) === close) {
        out += code === 123 ? '{}' : '[]';
        index = next + 1;
      } else {
        depth += 1;
        out += (code === 123 ? '{' : '[') + breakAt(depth);
        index += 1;
      }
    } else if (code === 125 || code === 93) {
      depth -= 1;
      out += breakAt(Math.max(depth, 0)) + (code === 125 ? '}' : ']');
      index += 1;
    } else if (code === 44) {
      out += ',' + breakAt(depth);
      index += 1;
    } else if (code === 58) {
      out += colon;
      index += 1;
    } else {
      const end = code === 34 ? stringEnd(text, index) : bareEnd(text, index);
      out += text.slice(index, end);
      index = end;
    }
  }
  return out.length > maxLength ? null : out;
}
