// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCurlRequest } from './curl-to-code.logic';
import { bashQuote, HTTP_METHODS, requestToCurl, type RequestForm } from './request-to-curl.logic';

const built = (form: RequestForm) => {
  const result = requestToCurl(form);
  if (!result.ok) throw new Error(result.message);
  return result.command;
};

describe('bashQuote', () => {
  it.each([
    ['plain', 'plain'],
    ['https://example.com/a?b=c', "'https://example.com/a?b=c'"],
    ["it's", `'it'\\''s'`],
    ['ordinary-word', 'ordinary-word'],
    ['two\nlines', "'two\nlines'"],
    ['', "''"],
    ['bell\u0007', "$'bell\\x07'"],
    ["a'\\\r", "$'a\\'\\\\\\r'"],
  ])('%j is %s', (text, quoted) => {
    expect(bashQuote(text)).toBe(quoted);
  });
});

describe('requestToCurl', () => {
  it('writes one option a line, leaving out the method curl infers', () => {
    expect(
      built({
        method: 'POST',
        url: 'https://api.example.com/v1/users',
        headers: [
          { name: 'Content-Type', value: 'application/json' },
          { name: '', value: 'ignored' },
          { name: 'X-Empty', value: '' },
        ],
        body: '{"name":"Ada"}',
      }),
    ).toBe(
      ["curl 'https://api.example.com/v1/users' \\", "  -H 'Content-Type: application/json' \\", "  -H 'X-Empty;' \\", `  --data-raw '{"name":"Ada"}'`].join(
        '\n',
      ),
    );
    expect(built({ method: 'get', url: 'https://example.com', headers: [], body: '' })).toBe("curl 'https://example.com'");
    expect(built({ method: 'HEAD', url: 'https://example.com', headers: [], body: '' })).toBe("curl 'https://example.com' \\\n  --head");
    expect(built({ method: 'DELETE', url: 'https://example.com/1', headers: [], body: '' })).toBe("curl 'https://example.com/1' \\\n  -X DELETE");
    expect(built({ method: 'GET', url: 'https://example.com', headers: [], body: 'q=1' })).toContain('-X GET');
  });

  it.each([
    [{ method: 'GET', url: ' ', headers: [], body: '' }, 'Could not write the command: the URL is empty.'],
    [{ method: 'GE T', url: 'https://example.com', headers: [], body: '' }, 'Could not write the command: "GE T" is not an HTTP method.'],
    [
      { method: 'GET', url: 'https://example.com', headers: [{ name: 'Bad Name', value: '1' }], body: '' },
      'Could not write the command: "Bad Name" is not a header name.',
    ],
  ])('refuses %j', (form, message) => {
    expect(requestToCurl(form)).toEqual({ ok: false, message });
  });

  it('gives back the same request when the command is parsed as bash and curl read it', () => {
    const token = fc.stringMatching(/^[A-Za-z][A-Za-z0-9-]{0,15}$/);
    // Header values as browsers send them: visible characters and inner spaces, quotes and backslashes included.
    const value = fc.stringMatching(/^[!-~]([ -~]{0,30}[!-~])?$/);
    const form = fc.record({
      method: fc.constantFrom(...HTTP_METHODS.filter((method) => method !== 'HEAD')),
      // curl drops an empty query's "?" (fast-check's URLs may end in "??", a query of one "?", which it reads the same way).
      url: fc.webUrl({ withQueryParameters: true }).map((url) => url.replace(/\?+$/, '')),
      headers: fc.uniqueArray(fc.record({ name: token, value }), { maxLength: 5, selector: (header) => header.name.toLowerCase() }),
      // Any text but NUL (which no shell word can hold), as JSON, forms and plain text bodies have it.
      body: fc.string({ unit: 'grapheme', maxLength: 60 }).filter((text) => !text.includes('\u0000')),
    });
    fc.assert(
      fc.property(form, (request) => {
        // curl adds Content-Type for a body sent without one, and reads "Cookie" into its cookie jar, as a browser would.
        const headers = request.headers.filter(({ name }) => !['content-type', 'cookie', 'content-length', 'host'].includes(name.toLowerCase()));
        const withType = request.body === '' ? headers : [...headers, { name: 'Content-Type', value: 'text/plain' }];
        const read = readCurlRequest(built({ ...request, headers: withType }));
        expect(read).toEqual({ ok: true, value: { ...request, url: request.url, headers: withType } });
      }),
      { numRuns: 200 },
    );
  });
});
