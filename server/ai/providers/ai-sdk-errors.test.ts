// @vitest-environment node
import { APICallError, JSONParseError, type LanguageModelUsage, NoObjectGeneratedError, TypeValidationError } from 'ai';
import { describe, expect, it } from 'vitest';
import { AiUpstreamError } from '../upstream-error';
import { retryAfterOf, toUpstreamError } from './ai-sdk-errors';

const NOW = Date.parse('2026-11-22T12:00:00Z');

const callError = (statusCode: number | undefined, responseBody = '', responseHeaders: Record<string, string> = {}) =>
  new APICallError({ message: 'upstream said no', url: 'http://fake', requestBodyValues: { secret: 'input' }, statusCode, responseBody, responseHeaders });

describe('retryAfterOf', () => {
  it.each([
    [{ 'retry-after': '12' }, '', 12],
    [{ 'Retry-After': 'Sun, 22 Nov 2026 12:00:09 GMT' }, '', 9],
    [{}, '{"error":{"details":[{"retryDelay":"7s"}]}}', 7],
    [{}, '{"error":{"details":[{"retryDelay":"2.2s"}]}}', 3],
    [{ 'retry-after': 'soon' }, '', 30],
    [{ 'retry-after': '0' }, '', 30],
    [{}, 'not json', 30],
    // A provider's figure past ten minutes is clamped, in each of its forms.
    [{ 'retry-after': '999999999' }, '', 600],
    [{ 'Retry-After': 'Sun, 22 Nov 2099 12:00:00 GMT' }, '', 600],
    [{}, '{"error":{"details":[{"retryDelay":"999999999s"}]}}', 600],
    [{}, '{"error":{"details":[{"retryDelay":"0.2s"}]}}', 1],
  ])('reads %j / %s as %i s', (responseHeaders, responseBody, seconds) => {
    expect(retryAfterOf({ responseHeaders, responseBody }, NOW)).toBe(seconds);
  });
});

describe('toUpstreamError', () => {
  it.each([
    [callError(429, '{"error":{"details":[{"retryDelay":"4s"}]}}'), { kind: 'rate-limited', retryAfterSeconds: 4 }],
    [callError(500), { kind: 'server-error', status: 500 }],
    [callError(503), { kind: 'server-error', status: 503 }],
    [callError(401), { kind: 'bad-credentials' }],
    [callError(403), { kind: 'bad-credentials' }],
    [callError(400, '{"error":{"details":[{"reason":"API_KEY_INVALID"}]}}'), { kind: 'bad-credentials' }],
    [callError(400, '{"error":{"message":"bad schema"}}'), { kind: 'rejected', status: 400 }],
    [callError(404), { kind: 'rejected', status: 404 }],
    [callError(200), { kind: 'unreadable' }],
    // How the SDK reports a connection lost while the body was being read (its handleFetchError).
    [
      new APICallError({ message: 'Failed to process successful response', url: 'http://fake', requestBodyValues: {}, statusCode: 200, isRetryable: true }),
      { kind: 'unreachable' },
    ],
    [callError(undefined), { kind: 'unreachable' }],
  ])('maps %s', (error, failure) => {
    const mapped = toUpstreamError(error);
    expect(mapped).toBeInstanceOf(AiUpstreamError);
    expect((mapped as AiUpstreamError).failure).toEqual(failure);
  });

  const noObject = (text: string, cause: Error) =>
    new NoObjectGeneratedError({
      text,
      cause,
      response: { id: 'r', timestamp: new Date(0), modelId: 'm' },
      usage: {} as LanguageModelUsage,
      finishReason: 'stop',
    });

  it.each([
    [
      'an answer that is not JSON keeps its text for the task',
      noObject('An error occurred', new JSONParseError({ text: 'An error occurred', cause: new SyntaxError('x') })),
      { kind: 'not-json', answer: 'An error occurred' },
    ],
    [
      'JSON that breaks the schema is unreadable',
      noObject('{"a":1}', new TypeValidationError({ value: { a: 1 }, cause: new Error('x') })),
      { kind: 'unreadable' },
    ],
  ])('maps %s', (_, error, failure) => {
    const mapped = toUpstreamError(error);
    expect(mapped).toBeInstanceOf(AiUpstreamError);
    expect((mapped as AiUpstreamError).failure).toEqual(failure);
  });

  it('lets aborts and our own bugs through untouched', () => {
    const abort = new DOMException('stop', 'AbortError');
    const bug = new TypeError('undefined is not a function');
    expect(toUpstreamError(abort)).toBe(abort);
    expect(toUpstreamError(bug)).toBe(bug);
  });
});
