/** What stands for the password on screen: always the same length, so it does not tell the password's. */
export const PASSWORD_MASK = '••••••••';

/** Where the password is written in the URL text (between "user:" and "@"), or null when it has none. */
function passwordSpan(text: string): { start: number; end: number } | null {
  const scheme = /^\s*[A-Za-z][A-Za-z0-9+.-]*:[/\\]*/.exec(text);
  if (!scheme) return null;
  const start = scheme[0].length;
  const rest = text.slice(start);
  const end = rest.search(/[/\\?#]/);
  const authority = end === -1 ? rest : rest.slice(0, end);
  const at = authority.lastIndexOf('@');
  const colon = authority.indexOf(':');
  if (at === -1 || colon === -1 || colon > at || colon + 1 === at) return null;
  return { start: start + colon + 1, end: start + at };
}

/** The URL text with its password shown as the mask. */
export function maskPassword(text: string): string {
  const span = passwordSpan(text);
  return span ? `${text.slice(0, span.start)}${PASSWORD_MASK}${text.slice(span.end)}` : text;
}

/**
 * The URL text after an edit of the masked text: while the mask is still whole in the password's
 * place, it stands for the real password; an edit inside it (or a new URL pasted) is taken as typed.
 */
export function unmaskEdit(edited: string, previous: string): string {
  const span = passwordSpan(previous);
  if (!span) return edited;
  const editedSpan = passwordSpan(edited);
  if (!editedSpan || edited.slice(editedSpan.start, editedSpan.end) !== PASSWORD_MASK) return edited;
  return `${edited.slice(0, editedSpan.start)}${previous.slice(span.start, span.end)}${edited.slice(editedSpan.end)}`;
}

/** Whether the URL text carries a user name or password: such a URL is never remembered. Text that is not a URL yet counts an "@" in its authority. */
export function hasCredentials(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return url.username !== '' || url.password !== '';
  } catch {
    const scheme = /^\s*[A-Za-z][A-Za-z0-9+.-]*:[/\\]*/.exec(text);
    const rest = scheme ? text.slice(scheme[0].length) : text;
    const end = rest.search(/[/\\?#]/);
    return (end === -1 ? rest : rest.slice(0, end)).includes('@');
  }
}
