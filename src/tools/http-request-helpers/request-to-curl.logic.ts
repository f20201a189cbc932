/** A request typed in the form, written as the curl command that sends it. */

export interface RequestHeader {
  name: string;
  value: string;
}

export interface RequestForm {
  method: string;
  url: string;
  headers: RequestHeader[];
  body: string;
}

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;

/**
 * One word for bash: in single quotes, where nothing is special but the quote itself ('\''); in ANSI-C quotes ($'…',
 * as browsers' "Copy as cURL" writes it) when the text holds a control character other than a line break or tab.
 */
// eslint-disable-next-line no-control-regex -- control characters (but line breaks and tabs) are what single quotes cannot show.
const NEEDS_ANSI_C = /[\u0000-\u0008\u000b-\u001f\u007f]/;

export function bashQuote(text: string, always = false): string {
  if (!always && /^[\w@%+=:,./-]+$/.test(text)) return text;
  if (!NEEDS_ANSI_C.test(text)) return `'${text.replaceAll("'", `'\\''`)}'`;
  const escaped = [...text]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (char === '\\' || char === "'") return `\\${char}`;
      if (char === '\n') return '\\n';
      if (char === '\r') return '\\r';
      if (char === '\t') return '\\t';
      return code < 0x20 || code === 0x7f ? `\\x${code.toString(16).padStart(2, '0')}` : char;
    })
    .join('');
  return `$'${escaped}'`;
}

export type BuiltCurl = { ok: true; command: string } | { ok: false; message: string };

/** The command, one option a line as browsers write it; the method is left out where curl infers it (GET, or POST with a body). */
export function requestToCurl(form: RequestForm): BuiltCurl {
  const url = form.url.trim();
  if (url === '') return { ok: false, message: 'Could not write the command: the URL is empty.' };
  const method = form.method.trim().toUpperCase() || 'GET';
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(method)) return { ok: false, message: `Could not write the command: "${method}" is not an HTTP method.` };
  const parts = [`curl ${bashQuote(url, true)}`];
  const hasBody = form.body !== '';
  if (method === 'HEAD' && !hasBody) parts.push('--head');
  else if (!(method === 'GET' && !hasBody) && !(method === 'POST' && hasBody)) parts.push(`-X ${method}`);
  for (const { name, value } of form.headers) {
    const trimmed = name.trim();
    if (trimmed === '') continue;
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(trimmed)) return { ok: false, message: `Could not write the command: "${trimmed}" is not a header name.` };
    // "Name;" is curl's way to send a header with an empty value ("Name:" would remove it).
    parts.push(`-H ${bashQuote(value === '' ? `${trimmed};` : `${trimmed}: ${value}`, true)}`);
  }
  if (hasBody) parts.push(`--data-raw ${bashQuote(form.body, true)}`);
  return { ok: true, command: parts.join(' \\\n  ') };
}
