/** JSON Pointer (RFC 6901): "/a~1b/0" names member "a/b", then item 0. */

export type PathToken = string | number;

/** One reference token: "~" is written "~0" and "/" is written "~1" (in that order, so "~1" stays itself). */
export function escapeToken(token: PathToken): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function formatPointer(path: readonly PathToken[]): string {
  let pointer = '';
  for (const token of path) pointer += `/${escapeToken(token)}`;
  return pointer;
}

export type ParsedPointer = { ok: true; tokens: string[] } | { ok: false; message: string };

/** The reference tokens of a pointer, unescaped ("~1" before "~0", so "~01" reads "~1"), or why it is not one. */
export function parsePointer(pointer: string): ParsedPointer {
  if (pointer === '') return { ok: true, tokens: [] };
  if (!pointer.startsWith('/')) return { ok: false, message: `"${pointer}" is not a JSON Pointer: it must be empty or start with "/"` };
  const tokens = pointer.slice(1).split('/');
  const bad = tokens.find((token) => /~(?![01])/.test(token));
  if (bad !== undefined) return { ok: false, message: `"${pointer}" is not a JSON Pointer: "~" must be followed by 0 or 1 (write "~0" for "~")` };
  return { ok: true, tokens: tokens.map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~')) };
}

/** An array index token as RFC 6901 allows it: "0", or digits without a leading zero. */
export function arrayIndex(token: string): number | null {
  return /^(?:0|[1-9]\d*)$/.test(token) ? Number(token) : null;
}
