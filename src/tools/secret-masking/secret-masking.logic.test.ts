import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, type MaskOptions } from './mask-options';
import { AWS_KEY, AWS_SECRET, fake, GITHUB, HAR, JWT, SESSION, SLACK, STRIPE } from './secret-masking.fixture';
import { maskSecrets } from './secret-masking.logic';

const mask = (text: string, options: Partial<MaskOptions> = {}) => maskSecrets({ text, options: { ...DEFAULT_OPTIONS, ...options } });
const M = '********';

describe('maskSecrets: real log and config lines', () => {
  it.each([
    [
      'an nginx access line',
      '203.0.113.42 - - [28/Nov/2026:10:15:30 +0000] "GET /api/orders?token=9f8e7d6c5b4a HTTP/1.1" 200 512 "-" "curl/8.5.0"',
      '*.*.*.* - - [28/Nov/2026:10:15:30 +0000] "GET /api/orders?token=******** HTTP/1.1" 200 512 "-" "curl/8.5.0"',
    ],
    [
      'an AWS credentials file',
      `[default]\naws_access_key_id = ${AWS_KEY}\naws_secret_access_key = ${AWS_SECRET}`,
      `[default]\naws_access_key_id = ${M}\naws_secret_access_key = ${M}`,
    ],
    ['a GitHub token in a remote URL', `https://x-access-token:${GITHUB}@github.com/acme/app.git`, `https://x-access-token:${M}@github.com/acme/app.git`],
    [
      'a Slack token in a curl line',
      `curl -H "Authorization: Bearer ${SLACK}" https://slack.com/api/chat.postMessage`,
      `curl -H "Authorization: Bearer ${M}" https://slack.com/api/chat.postMessage`,
    ],
    ['a JWT in a log', `level=info msg="login ok" jwt=${JWT}`, `level=info msg="login ok" jwt=${M}`],
    ['a Stripe key in a .env file', `NODE_ENV=production\nSTRIPE_SECRET_KEY=${STRIPE}\nPORT=3000`, `NODE_ENV=production\nSTRIPE_SECRET_KEY=${M}\nPORT=3000`],
    ['a quoted password with spaces', 'db:\n  password: "correct horse battery"\n  host: db.internal', `db:\n  password: "${M}"\n  host: db.internal`],
    ['a connection string', 'Server=db;User Id=sa;Password=Hunter2!;Encrypt=true', `Server=db;User Id=sa;Password=${M};Encrypt=true`],
    ['a database URL', 'DATABASE_URL=postgres://app:s3cr3t-pw@db.example.com:5432/app', `DATABASE_URL=postgres://app:${M}@db.example.com:5432/app`],
    ['a raw cookie header', 'GET / HTTP/1.1\nCookie: sid=abc123def; theme=dark\n', `GET / HTTP/1.1\nCookie: sid=${M}; theme=${M}\n`],
    ['an email', 'Sent to ada.lovelace@example.co.uk at 10:15', 'Sent to ********@example.co.uk at 10:15'],
    ['a card number (Luhn)', 'card=4111 1111 1111 1111 exp=12/29', 'card=**** **** **** 1111 exp=12/29'],
    ['an IPv6 client', 'client [2001:db8::8a2e:370:7334]:443 connected', 'client [*:*::*:*:*]:443 connected'],
  ])('%s', (_, text, expected) => {
    expect(mask(text).text).toBe(expected);
  });

  it('masks a private key block between its lines', () => {
    const key = [
      '-----BEGIN OPENSSH PRIVATE KEY-----',
      'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW',
      'QyNTUxOQAAACDzKg1Ua',
      '-----END OPENSSH PRIVATE KEY-----',
    ].join('\n');
    expect(mask(`key:\n${key}\ndone`).text).toBe(`key:\n-----BEGIN OPENSSH PRIVATE KEY-----\n${M}\n-----END OPENSSH PRIVATE KEY-----\ndone`);
  });

  it('leaves what only looks like a secret', () => {
    for (const text of [
      'order 4111 1111 1111 1112 shipped', // fails Luhn
      'took 1732788930123 ms', // a millisecond timestamp
      'version 1.2.3.4.5 at 12:30:45',
      'author: Ada, passage: 3',
      'MAC 00:1a:2b:3c:4d:5e',
    ]) {
      expect(mask(text)).toEqual(expect.objectContaining({ text, total: 0 }));
    }
  });

  it('lists what it found: kind, count and lines', () => {
    const result = mask(`a=1\npassword=x1\nip 10.0.0.1 and 10.0.0.2\n\nPGPASSWORD=y2 psql\nkey ${AWS_KEY}`);
    expect(result.findings).toEqual([
      { kind: 'IPv4 address', count: 2, lines: [3] },
      { kind: 'Password or key field', count: 2, lines: [2, 5] },
      { kind: 'AWS access key ID', count: 1, lines: [6] },
    ]);
    expect(result.total).toBe(5);
  });
});

describe('maskSecrets: what stays visible', () => {
  const line = `user=ada@example.com ip=192.168.1.20 key=${GITHUB} card=5555555555554444 password=short`;
  it.each<[string, Partial<MaskOptions>, string]>([
    ['the defaults', {}, `user=${M}@example.com ip=*.*.*.* key=${M} card=************4444 password=${M}`],
    [
      'first and last 4 of long secrets, as long as they were',
      { keepStart: 4, keepEnd: 4, hideLength: false },
      `user=***@example.com ip=*.*.*.* key=ghp_${'*'.repeat(34)}yzAB card=************4444 password=*****`,
    ],
    [
      'no email domain, 2 octets, no card digits, "#"',
      { emailDomain: false, ipParts: 2, cardLast4: false, maskChar: '#' },
      `user=######## ip=192.168.#.# key=######## card=################ password=########`,
    ],
    ['without key names', { keepKeyNames: false }, `user=${M}@example.com ip=*.*.*.* key=${M} card=************4444 ${M}`],
    [
      'emails, IPs and cards left alone',
      { emails: false, ips: false, cards: false },
      `user=ada@example.com ip=192.168.1.20 key=${M} card=5555555555554444 password=${M}`,
    ],
  ])('%s', (_, options, expected) => {
    expect(mask(line, options).text).toBe(expected);
  });
});

describe('maskSecrets: JSON and HAR', () => {
  it('masks a HAR by its keys and names and keeps it valid JSON, laid out as it was', () => {
    const result = mask(HAR);
    expect(result.mode).toBe('json');
    const har = JSON.parse(result.text) as {
      log: { entries: [{ request: Record<string, unknown>; response: Record<string, unknown>; serverIPAddress: string }] };
    };
    const [entry] = har.log.entries;
    const headers = entry.request.headers as { name: string; value: string }[];
    expect(headers.find((header) => header.name === 'Authorization')?.value).toBe(`Bearer ${M}`);
    expect(headers.find((header) => header.name === 'cookie')?.value).toBe(`sid=${M}; theme=${M}`);
    expect(headers.find((header) => header.name === 'x-api-key')?.value).toBe(M);
    expect(headers.find((header) => header.name === 'accept')?.value).toBe('application/json');
    expect(entry.request.queryString).toEqual([
      { name: 'client', value: 'web' },
      { name: 'access_token', value: M },
    ]);
    expect((entry.request.cookies as { value: string }[]).map((cookie) => cookie.value)).toEqual([M, M]);
    expect(entry.request.url).toBe(`https://api.example.com/v1/login?client=web&access_token=${M}`);
    expect((entry.request.postData as { text: string }).text).toBe(`user=ada%40example.com&password=${M}`);
    expect((entry.response.headers as { value: string }[])[1]?.value).toBe(`sid=${M}; Path=${M}; HttpOnly; Secure`);
    expect(JSON.parse((entry.response.content as { text: string }).text)).toEqual(expect.objectContaining({ token: M, user: { email: `${M}@example.com` } }));
    expect(entry.serverIPAddress).toBe('*.*.*.*');
    for (const secret of [JWT, GITHUB, SESSION, STRIPE, 'correct-horse-battery']) expect(result.text).not.toContain(secret);
    expect(result.text.split('\n').length).toBe(HAR.split('\n').length);
  });

  it('masks JSON config values by key, numbers and nesting untouched', () => {
    const config = '{\n  "db": {"user": "app", "password": "p@ss w0rd", "port": 5432},\n  "apiKey": "abc123",\n  "big": 12345678901234567890\n}';
    expect(mask(config).text).toBe(`{\n  "db": {"user": "app", "password": "${M}", "port": 5432},\n  "apiKey": "${M}",\n  "big": 12345678901234567890\n}`);
    expect(mask(config).findings).toEqual([{ kind: 'Password or key field', count: 2, lines: [2, 3] }]);
  });

  it('reads JSON that does not parse as text', () => {
    expect(mask('{"password": "x1",').mode).toBe('text');
    expect(mask('{"password": "x1",').text).toBe(`{"password": "${M}",`);
  });
});

describe('maskSecrets: properties', () => {
  // High-entropy values, so a secret cannot also appear by chance in the text around it.
  const token = (length: number) =>
    fc.string({ unit: fc.constantFrom(...'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'), minLength: length, maxLength: length });
  const secretLine = fc.oneof(
    token(16).map((value) => ({ line: `password=${value}`, secret: value })),
    token(36).map((value) => ({ line: `export GH_TOKEN=ghp_${value}`, secret: `ghp_${value}` })),
    token(16).map((value) => ({ line: `AKIA${value.toUpperCase()}`, secret: `AKIA${value.toUpperCase()}` })),
    fc.tuple(token(12), token(10), token(20)).map(([a, b, c]) => ({ line: `Authorization: Bearer eyJ${a}.${b}.${c}`, secret: `eyJ${a}.${b}.${c}` })),
    token(12).map((value) => ({ line: `mail ${value.toLowerCase()}@corp.example`, secret: `${value.toLowerCase()}@corp.example` })),
  );
  const filler = fc.string({ unit: fc.constantFrom(...'abcdefghij klmnop,.!?()\n-'), maxLength: 40 });

  it('never leaves a found secret in the output, whatever stays visible', () => {
    const options = fc.record({
      keepStart: fc.integer({ min: 0, max: 8 }),
      keepEnd: fc.integer({ min: 0, max: 8 }),
      hideLength: fc.boolean(),
      keepKeyNames: fc.boolean(),
      emailDomain: fc.boolean(),
      maskChar: fc.constantFrom('*', '•', 'x', '#'),
    });
    fc.assert(
      fc.property(fc.array(fc.tuple(filler, secretLine), { minLength: 1, maxLength: 6 }), options, (pieces, chosen) => {
        const text = pieces.map(([before, { line }]) => `${before}\n${line}\n`).join('');
        const result = mask(text, chosen);
        expect(result.total).toBeGreaterThanOrEqual(pieces.length);
        for (const [, { secret }] of pieces) expect(result.text).not.toContain(secret);
      }),
    );
  });

  it('never changes text that holds none', () => {
    fc.assert(
      fc.property(filler, (text) => {
        expect(mask(text)).toEqual({ text, mode: 'text', findings: [], total: 0 });
      }),
    );
  });

  it('keeps JSON valid, masking every string value under a secret key', () => {
    const json = fc.dictionary(fc.constantFrom('password', 'token', 'name', 'note', 'api_key'), fc.oneof(token(10), fc.integer(), fc.boolean()));
    fc.assert(
      fc.property(json, fc.constantFrom(0, 2), (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        const masked = JSON.parse(mask(text).text) as Record<string, unknown>;
        for (const [key, item] of Object.entries(value)) {
          const secretKey = ['password', 'token', 'api_key'].includes(key) && typeof item === 'string';
          expect(masked[key]).toEqual(secretKey ? M : item);
        }
      }),
    );
  });

  it('masks a long text in pieces, with progress, as it masks it whole', () => {
    const lines = Array.from({ length: 60_000 }, (_, index) => `${index} user=u${index}@mail.example token=${fake('t', String(index * 7919))}x`).join('\n');
    const seen: number[] = [];
    const result = maskSecrets({ text: lines, options: DEFAULT_OPTIONS }, (done) => seen.push(done));
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.at(-1)).toBe(lines.length);
    expect(result.findings).toEqual([
      { kind: 'Email address', count: 60_000, lines: Array.from({ length: 200 }, (_, index) => index + 1) },
      { kind: 'Token field', count: 60_000, lines: Array.from({ length: 200 }, (_, index) => index + 1) },
    ]);
    expect(result.text.split('\n')[59_999]).toBe(`59999 user=${M}@mail.example token=${M}`);
  });
});
