/**
 * A tool's non-secret state carried in the URL hash: `#/<tool>?s=<base64url of its JSON>`.
 * Only tools whose inputs are safe to put in a link use it: never for tokens, keys, files or AI
 * prompts, since links end up in chat logs, browser history and server logs of link previewers.
 */
const SHARE_PARAM = 's';
/** Longer links are refused: some chat apps and browsers cut URLs around 32 000 characters. */
export const MAX_SHARE_LINK_CHARS = 16_000;

export function encodeShareState(state: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(state));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeShareState(encoded: string): unknown {
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}

/** The full link for a tool with this state, or null when it would be too long to share. */
export function shareLinkFor(toolId: string, state: unknown, base: Pick<Location, 'origin' | 'pathname'> = window.location): string | null {
  const link = `${base.origin}${base.pathname}#/${toolId}?${SHARE_PARAM}=${encodeShareState(state)}`;
  return link.length > MAX_SHARE_LINK_CHARS ? null : link;
}

/** The shared state in a hash such as `#/regex-tester?s=...`, undecoded shape unchecked; undefined when there is none. */
export function sharedStateInHash(hash: string): unknown {
  const query = hash.split('?')[1];
  const encoded = query === undefined ? null : new URLSearchParams(query).get(SHARE_PARAM);
  return encoded ? decodeShareState(encoded) : undefined;
}
