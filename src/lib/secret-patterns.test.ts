import { describe, expect, it } from 'vitest';
import { looksLikeSecret, passesLuhn, SECRET_PATTERNS } from './secret-patterns';

/**
 * Credential-shaped samples, assembled at run time: none of them is a real key, but written out whole they
 * would trip the secret scanners that guard this repository (and GitHub's push protection).
 */
const fake = (prefix: string, rest: string) => [prefix, rest].join('');

const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

describe('looksLikeSecret', () => {
  it.each([
    ['a JWT alone', JWT],
    ['a JSON document holding a JWT', JSON.stringify({ user: 'ada', token: JWT })],
    ['a PEM RSA private key', '-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA\n-----END RSA PRIVATE KEY-----'],
    ['a PKCS#8 private key', '-----BEGIN PRIVATE KEY-----\nMIIE'],
    ['an OpenSSH private key', '-----BEGIN OPENSSH PRIVATE KEY-----'],
    ['an Authorization header', 'GET / HTTP/1.1\nAuthorization: Basic YWxhZGRpbjpvcGVuc2VzYW1l'],
    ['an Authorization field in JSON', '{"headers": {"authorization": "Token abc"}}'],
    ['a bearer token', 'curl -H "x: Bearer abcdefghijklmnop1234"'],
    ['a password field in JSON', '{"name": "ada", "password": "hunter2"}'],
    ['a password field, JSON-encoded twice', JSON.stringify('{"password": "hunter2"}')],
    ['a password in a connection string', 'Server=db;User Id=sa;Password=hunter2;'],
    ['an environment variable', 'PGPASSWORD=hunter2 psql'],
    ['an api_key field', 'api_key: 12345'],
    ['an AWS access key id', `aws_access_key_id = ${fake('AKIA', 'IOSFODNN7EXAMPLE')}`],
    ['a Google API key', fake('AIza', 'SyA-1234567890abcdefghijklmnopqrstu')],
    ['a GitHub token', fake('ghp_', '1234567890abcdefghijklmnopqrstuvwxyzAB')],
    ['a Slack token', fake('xoxb-', '1234567890-abcdefghij')],
    ['a Stripe live key', fake('sk_live_', '1234567890abcdefghij')],
    ['a GitLab token', fake('glpat-', 'abcdefghij1234567890')],
    ['an npm token', fake('npm_', 'abcdefghijklmnopqrstuvwxyz0123456789')],
    ['a Slack webhook', fake('https://hooks.slack.com/services/', 'T0123ABCD/B0123ABCD/abcdefghijklmnop')],
    ['a password in a URL', 'postgres://app:s3cret@db.example.com/app'],
    ['a cookie header', 'GET / HTTP/1.1\nCookie: sid=abc123'],
    ['a token field', 'refresh_token=abc123'],
    ['an AWS secret key field', 'AWS_SECRET_ACCESS_KEY=abc'],
  ])('%s: yes', (_, text) => {
    expect(looksLikeSecret(text)).toBe(true);
  });

  it.each([
    ['plain words', 'three small words'],
    ['a regular expression', 'remembered-\\d+'],
    ['ordinary JSON', '{"name": "ada", "age": 36, "tags": ["a", "b"]}'],
    ['SQL that names a password column', 'CREATE TABLE users (id int, password_hash varchar(100))'],
    ['a public key', '-----BEGIN PUBLIC KEY-----\nMIIBIjAN'],
    ['a word starting eyJ but no token', 'eyJust a word'],
    ['a short AKIA word', 'AKIA123'],
    ['an author field', 'author: Ada'],
    ['personal data, which the Secret Masking tool masks but does not stop remembering', 'ada@example.com from 203.0.113.42, card 4111 1111 1111 1111'],
  ])('%s: no', (_, text) => {
    expect(looksLikeSecret(text)).toBe(false);
  });
});

describe('passesLuhn', () => {
  it.each([
    ['4111111111111111', true], // Visa test number
    ['5555555555554444', true], // Mastercard test number
    ['378282246310005', true], // American Express test number
    ['79927398713', true], // the check digit example of ISO/IEC 7812-1
    ['4111111111111112', false],
    ['79927398710', false],
    ['', false],
  ])('%s: %s', (digits, valid) => {
    expect(passesLuhn(digits)).toBe(valid);
  });
});

describe('SECRET_PATTERNS', () => {
  it('names each kind once', () => {
    const kinds = SECRET_PATTERNS.map((entry) => entry.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
  });
});
