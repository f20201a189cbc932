// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CODE_TARGETS } from './code-targets';
import { CHROME_ANSI_C, CHROME_GRAPHQL, CURL_FIXTURES, FIREFOX_FORM, POSTMAN_JSON } from './curl-commands.fixture';
import { convertCurl, MAX_COMMAND_CHARACTERS, readCurlRequest, runCurlJob } from './curl-to-code.logic';

const code = (command: string, target: (typeof CODE_TARGETS)[number]) => {
  const converted = convertCurl(command, target);
  if (!converted.ok) throw new Error(converted.message);
  return converted.code;
};

describe('convertCurl', () => {
  it.each(CURL_FIXTURES.flatMap((fixture) => CODE_TARGETS.map((target) => [fixture.name, target, fixture] as const)))('%s → %s', (_, target, fixture) => {
    const output = code(fixture.command, target);
    expect(output).toContain(new URL(fixture.url).hostname);
    for (const part of fixture.carries) expect(output).toContain(part);
  });

  it('writes fetch with the method, headers and body of a Chromium copy', () => {
    const output = code(CHROME_GRAPHQL.command, 'fetch');
    expect(output).toContain("fetch('https://api.github.com/graphql', {");
    expect(output).toContain("method: 'POST'");
    expect(output).toContain("'authorization': 'bearer gho_16C7e42F292c6912E7710c838347Ae178B4a'");
    expect(output).toContain(`body: JSON.stringify({`);
  });

  it("reads $'...' quoting as bash does", () => {
    const output = code(CHROME_ANSI_C.command, 'python');
    expect(output).toContain(`data = "It's done.\\nSecond line"`);
    expect(output).toContain("requests.put('https://www.example.com/api/notes', params=params");
  });

  it('turns a Cookie header into Python cookies and -u into Go SetBasicAuth', () => {
    expect(code(FIREFOX_FORM.command, 'python')).toContain("cookies = {\n    'session': '8f14e45fceea167a5a36dedd4bea2543',");
    expect(code("curl -u 'admin:s3cr3t' https://example.com", 'go')).toContain('req.SetBasicAuth("admin", "s3cr3t")');
    expect(code(POSTMAN_JSON.command, 'php')).toContain("curl_setopt($ch, CURLOPT_URL, 'https://api.example.com/v1/users');");
  });

  it('says what a target cannot carry over', () => {
    const converted = convertCurl(FIREFOX_FORM.command, 'axios');
    expect(converted.ok && converted.warnings).toContain('--compressed is not a supported option.');
  });

  it.each([
    ['another command', 'wget https://example.com', /^Could not convert the command: /],
    ['curl with no URL', 'curl', /^Could not convert the command: .*no URL/i],
    ['a command over 1 MB', `curl ${'x'.repeat(MAX_COMMAND_CHARACTERS)}`, /^Could not convert the command: it is longer than 1 MB\.$/],
  ])('refuses %s', (_, command, message) => {
    const converted = convertCurl(command, 'fetch');
    expect(converted.ok).toBe(false);
    expect(!converted.ok && converted.message).toMatch(message);
  });

  it('runs jobs of both kinds, as its worker does', () => {
    expect(runCurlJob({ kind: 'convert', command: "curl 'https://example.com'", target: 'go' })).toMatchObject({
      kind: 'convert',
      converted: { ok: true, code: expect.stringContaining('http.NewRequest("GET", "https://example.com", nil)') },
    });
    expect(runCurlJob({ kind: 'read', command: "curl -X DELETE 'https://example.com/1'" })).toEqual({
      kind: 'read',
      read: { ok: true, value: { method: 'DELETE', url: 'https://example.com/1', headers: [], body: '' } },
    });
  });
});

describe('readCurlRequest', () => {
  it('reads a Chromium copy into the form, cookies as a Cookie header', () => {
    const read = readCurlRequest(CHROME_GRAPHQL.command);
    expect(read.ok && read.value.method).toBe('POST');
    expect(read.ok && read.value.url).toBe('https://api.github.com/graphql');
    expect(read.ok && read.value.body).toBe('{"query":"query { viewer { login } }","variables":{}}');
    expect(read.ok && read.value.headers).toContainEqual({ name: 'Cookie', value: expect.stringContaining('logged_in=yes') });
  });

  it('gives -u as an Authorization header and refuses a multipart body', () => {
    const read = readCurlRequest("curl -u 'Aladdin:open sesame' https://example.com");
    expect(read.ok && read.value.headers).toEqual([{ name: 'Authorization', value: 'Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==' }]);
    expect(readCurlRequest("curl -F 'a=@b.png' https://example.com")).toEqual({
      ok: false,
      message: 'Could not read the command into the form: a multipart (-F) body has no text form.',
    });
  });
});
