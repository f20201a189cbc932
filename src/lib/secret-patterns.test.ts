import { describe, expect, it } from 'vitest';
import { looksLikeSecret } from './secret-patterns';

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
  ])('%s: no', (_, text) => {
    expect(looksLikeSecret(text)).toBe(false);
  });
});
