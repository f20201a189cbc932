// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { aiProviderOf, parseEnv, secretsOf } from './env';

describe('parseEnv', () => {
  it('fills in the defaults', () => {
    expect(parseEnv({})).toEqual({
      PORT: 3000,
      HOST: '127.0.0.1',
      STATIC_DIR: 'dist',
      AI_MODEL_FAST: 'gemini-2.5-flash',
      AI_MODEL_STRONG: 'gemini-2.5-pro',
      AI_MODEL_IMAGE: 'gemini-2.5-flash-image',
      RATE_LIMIT_PER_MINUTE: 20,
      AI_TIMEOUT_MS: 60_000,
      AI_STREAM_TIMEOUT_MS: 300_000,
      TRUST_PROXY_HOPS: 0,
      HSTS_MAX_AGE: 31_536_000,
      WRITE_TIMEOUT_MS: 30_000,
      SHUTDOWN_READY_DELAY_MS: 5_000,
      SHUTDOWN_GRACE_MS: 10_000,
      REDIS_TIMEOUT_MS: 200,
      RATE_LIMIT_IPV6_PREFIX: 64,
      AI_MAX_IN_FLIGHT_PER_CLIENT: 4,
      AI_MAX_CONCURRENT_CALLS: 64,
      AI_MAX_BODY_BYTES_IN_FLIGHT: 67_108_864,
    });
  });

  it('treats blank values as unset', () => {
    expect(parseEnv({ PORT: '', HOST: '  ', GEMINI_API_KEY: '', GEMINI_BASE_URL: '' })).toEqual(parseEnv({}));
  });

  it('reads the values it is given', () => {
    const env = parseEnv({
      PORT: '8080',
      HOST: '0.0.0.0',
      GEMINI_API_KEY: 'key',
      GEMINI_BASE_URL: 'http://127.0.0.1:9999',
      OPENAI_BASE_URL: 'https://example.test/v1',
      OPENAI_MODEL: 'llama3',
      RATE_LIMIT_PER_MINUTE: '5',
      AI_TIMEOUT_MS: '1500',
      REDIS_URL: 'redis://127.0.0.1:6379/0',
      TRUST_PROXY_HOPS: '1',
      UNRELATED: 'ignored',
    });
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      GEMINI_BASE_URL: 'http://127.0.0.1:9999',
      RATE_LIMIT_PER_MINUTE: 5,
      AI_TIMEOUT_MS: 1500,
      REDIS_URL: 'redis://127.0.0.1:6379/0',
      TRUST_PROXY_HOPS: 1,
    });
    expect(env).not.toHaveProperty('UNRELATED');
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid environment: PORT: must be a whole number from 1 to 65535'],
    [{ PORT: '0' }, 'Invalid environment: PORT: must be a whole number from 1 to 65535'],
    [{ PORT: '65536' }, 'Invalid environment: PORT: must be a whole number from 1 to 65535'],
    [{ PORT: '80.5' }, 'Invalid environment: PORT: must be a whole number from 1 to 65535'],
    [{ RATE_LIMIT_PER_MINUTE: '-1' }, 'Invalid environment: RATE_LIMIT_PER_MINUTE: must be a whole number from 1 to 100000'],
    [{ GEMINI_BASE_URL: 'localhost:9999' }, 'Invalid environment: GEMINI_BASE_URL: must be an http:// or https:// URL'],
    [{ OPENAI_BASE_URL: 'ftp://example.test', OPENAI_MODEL: 'm' }, 'Invalid environment: OPENAI_BASE_URL: must be an http:// or https:// URL'],
    [
      { OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' },
      'Invalid environment: OPENAI_MODEL: must be set when OPENAI_BASE_URL is (the model id the server asks for)',
    ],
    [{ AI_TIMEOUT_MS: '50' }, 'Invalid environment: AI_TIMEOUT_MS: must be a whole number from 100 to 600000'],
    [{ REDIS_URL: 'localhost:6379' }, 'Invalid environment: REDIS_URL: must be a redis:// or rediss:// URL'],
    [{ TRUST_PROXY_HOPS: '11' }, 'Invalid environment: TRUST_PROXY_HOPS: must be a whole number from 0 to 10'],
    [{ HSTS_MAX_AGE: 'off' }, 'Invalid environment: HSTS_MAX_AGE: must be a whole number from 0 to 63072000'],
    [{ WRITE_TIMEOUT_MS: '10' }, 'Invalid environment: WRITE_TIMEOUT_MS: must be a whole number from 1000 to 600000'],
  ])('rejects %o', (source, message) => {
    expect(() => parseEnv(source)).toThrow(new Error(message));
  });

  const PLAIN_HTTP = 'must be an https:// URL (http:// only for a loopback host: localhost, 127.0.0.0/8 or [::1])';

  it.each([
    'http://127.0.0.1:9999',
    'http://127.1.2.3/v1',
    'http://localhost:11434/v1',
    'http://[::1]:8080',
    'http://[::ffff:127.0.0.1]:80',
    'https://example.test/v1',
  ])('accepts the provider origin %s', (url) => {
    expect(parseEnv({ GEMINI_BASE_URL: url }).GEMINI_BASE_URL).toBe(url);
    expect(parseEnv({ OPENAI_BASE_URL: url, OPENAI_MODEL: 'm' }).OPENAI_BASE_URL).toBe(url);
  });

  it.each([
    'http://example.test',
    'HTTP://EXAMPLE.TEST',
    'http://10.0.0.5:11434/v1',
    'http://192.168.1.2',
    'http://[::2]',
    'http://127.0.0.1.example.test',
    'http://localhost.example.test',
  ])('refuses a plain-http provider origin that leaves the machine: %s', (url) => {
    expect(() => parseEnv({ GEMINI_BASE_URL: url })).toThrow(new Error(`Invalid environment: GEMINI_BASE_URL: ${PLAIN_HTTP}`));
    expect(() => parseEnv({ OPENAI_BASE_URL: url, OPENAI_MODEL: 'm' })).toThrow(new Error(`Invalid environment: OPENAI_BASE_URL: ${PLAIN_HTTP}`));
  });

  it('names every bad variable at once, without echoing values', () => {
    expect(() => parseEnv({ PORT: 'secret-looking', GEMINI_BASE_URL: 'also-secret' })).toThrow(
      new Error('Invalid environment: PORT: must be a whole number from 1 to 65535; GEMINI_BASE_URL: must be an http:// or https:// URL'),
    );
  });
});

describe('derived settings', () => {
  it('picks the AI provider', () => {
    expect(aiProviderOf(parseEnv({}))).toBeNull();
    expect(aiProviderOf(parseEnv({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'm' }))).toBe('openai-compatible');
    expect(aiProviderOf(parseEnv({ GEMINI_API_KEY: 'k', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'm' }))).toBe('gemini');
  });

  it('lists the secrets to keep out of logs', () => {
    expect(secretsOf(parseEnv({ GEMINI_API_KEY: 'a', OPENAI_API_KEY: 'b', REDIS_URL: 'redis://:c@h', HOST: 'x' }))).toEqual(['a', 'b', 'redis://:c@h']);
  });
});
