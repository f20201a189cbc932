import { AISDKError, APICallError, JSONParseError, NoObjectGeneratedError } from 'ai';
import { AiUpstreamError, DEFAULT_RETRY_AFTER_SECONDS, MAX_RETRY_AFTER_SECONDS, type UpstreamFailure } from '../upstream-error';

/**
 * Turns an AI SDK error into an AiUpstreamError. Aborts pass through untouched (the caller
 * knows whether its time limit or the client ended the call), as does anything that is not
 * an SDK error: that is a bug of ours and must surface as a 500.
 */
export function toUpstreamError(error: unknown): unknown {
  if (error instanceof AiUpstreamError || isAbort(error)) return error;
  // Our own failure from inside the SDK's call (answerCappedFetch), which wraps it.
  if (APICallError.isInstance(error) && error.cause instanceof AiUpstreamError) return error.cause;
  if (APICallError.isInstance(error)) return new AiUpstreamError(failureOfResponse(error.statusCode, error));
  // The model's own answer text, kept so a task may read it; never the provider's HTTP body.
  if (NoObjectGeneratedError.isInstance(error) && JSONParseError.isInstance(error.cause) && typeof error.text === 'string') {
    return new AiUpstreamError({ kind: 'not-json', answer: error.text });
  }
  if (AISDKError.isInstance(error)) return new AiUpstreamError({ kind: 'unreadable' });
  return error;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/** The failure an upstream HTTP answer means, from its status (undefined: no answer at all) and, for some, its body. */
export function failureOfResponse(
  status: number | undefined,
  error: Pick<APICallError, 'responseHeaders' | 'responseBody'> & { isRetryable?: boolean },
): UpstreamFailure {
  if (status === undefined) return { kind: 'unreachable' };
  if (status === 429) return { kind: 'rate-limited', retryAfterSeconds: retryAfterOf(error) };
  if (status === 401 || status === 403 || (status === 400 && /API_KEY_INVALID|invalid[_ ]api[_ ]key/i.test(error.responseBody ?? ''))) {
    return { kind: 'bad-credentials' };
  }
  if (status >= 500) return { kind: 'server-error', status };
  // A 2xx whose body broke off: the SDK marks only a lost connection retryable there. Else one that would not parse.
  if (status < 300) return error.isRetryable ? { kind: 'unreachable' } : { kind: 'unreadable' };
  return { kind: 'rejected', status };
}

/**
 * Seconds to wait: the Retry-After header (seconds or a date), else Gemini's RetryInfo detail ("7s"),
 * in whole seconds up to MAX_RETRY_AFTER_SECONDS.
 */
export function retryAfterOf(error: Pick<APICallError, 'responseHeaders' | 'responseBody'>, now = Date.now()): number {
  const header = Object.entries(error.responseHeaders ?? {}).find(([name]) => name.toLowerCase() === 'retry-after')?.[1];
  const delay = /"retryDelay"\s*:\s*"(\d+(?:\.\d+)?)s"/.exec(error.responseBody ?? '')?.[1];
  const headerSeconds = header === undefined ? NaN : /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - now) / 1000;
  const seconds = headerSeconds > 0 ? headerSeconds : Number(delay);
  return seconds > 0 ? Math.min(Math.ceil(seconds), MAX_RETRY_AFTER_SECONDS) : DEFAULT_RETRY_AFTER_SECONDS;
}
