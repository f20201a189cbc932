/**
 * Test data. Credential-shaped values are assembled at run time: none is a real key, but written out
 * whole they would trip the secret scanners that guard this repository (and GitHub's push protection).
 */
export const fake = (...parts: string[]) => parts.join('');

export const JWT = fake('eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9', '.eyJzdWIiOiIxMjM0NTY3ODkwIn0', '.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c');
export const AWS_KEY = fake('AKIA', 'IOSFODNN7EXAMPLE');
export const AWS_SECRET = fake('wJalrXUtnFEMI/K7MDENG/', 'bPxRfiCYEXAMPLEKEY');
export const GITHUB = fake('ghp_', '1234567890abcdefghijklmnopqrstuvwxyzAB');
export const SLACK = fake('xoxb-', '2048-1024-AbCdEfGhIjKlMnOp');
export const STRIPE = fake('sk_live_', '51HqLyjWDarjtT1zdp7dc');
export const SESSION = 's%3Aj9Yk2Lq8.Xw4bNvR7pT';

/** A HAR 1.2 export as Chrome writes it (trimmed to one request): headers, cookies, a query, a form body, a response. */
export const HAR = JSON.stringify(
  {
    log: {
      version: '1.2',
      creator: { name: 'WebInspector', version: '537.36' },
      pages: [],
      entries: [
        {
          startedDateTime: '2026-11-28T10:15:30.123Z',
          time: 182.4,
          request: {
            method: 'POST',
            url: `https://api.example.com/v1/login?client=web&access_token=${GITHUB}`,
            httpVersion: 'http/2.0',
            headers: [
              { name: ':authority', value: 'api.example.com' },
              { name: 'accept', value: 'application/json' },
              { value: `Bearer ${JWT}`, name: 'Authorization' },
              { name: 'cookie', value: `sid=${SESSION}; theme=dark` },
              { name: 'x-api-key', value: STRIPE },
              { name: 'user-agent', value: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0' },
            ],
            queryString: [
              { name: 'client', value: 'web' },
              { name: 'access_token', value: GITHUB },
            ],
            cookies: [
              { name: 'sid', value: SESSION, path: '/', httpOnly: true },
              { name: 'theme', value: 'dark' },
            ],
            postData: { mimeType: 'application/x-www-form-urlencoded', text: 'user=ada%40example.com&password=correct-horse-battery', params: [] },
            headersSize: -1,
            bodySize: 52,
          },
          response: {
            status: 200,
            statusText: '',
            headers: [
              { name: 'content-type', value: 'application/json' },
              { name: 'set-cookie', value: `sid=${SESSION}; Path=/; HttpOnly; Secure` },
            ],
            cookies: [],
            content: {
              size: 88,
              mimeType: 'application/json',
              text: JSON.stringify({ token: JWT, user: { email: 'ada@example.com' }, requestId: 'req-7f3a9c' }),
            },
            redirectURL: '',
            headersSize: -1,
            bodySize: 88,
          },
          serverIPAddress: '203.0.113.42',
          timings: { send: 0.2, wait: 180.1, receive: 2.1 },
        },
      ],
    },
  },
  null,
  2,
);
