import { AI_STREAM_CONTENT_TYPE, apiErrorSchema, aiStreamEventSchema } from '@contract/ai';
import type { AiTaskId, AiTaskRequests } from '@contract/ai-tasks';
import { API_ERROR_PREFIX } from '@contract/messages';
import type * as z from 'zod/mini';
import { AiOfflineError, AiRequestError, isAbort, isOffline } from './ai-error';
import { callDeadline } from './deadline';

export interface AiCallOptions {
  signal?: AbortSignal;
}

export interface AiStreamOptions extends AiCallOptions {
  /** Called with the whole text so far, after each piece arrives. */
  onText: (textSoFar: string) => void;
}

/** POST /api/ai/<task> with a JSON answer, checked against the task's response schema. */
export async function requestAiJson<Task extends AiTaskId, Result>(
  task: Task,
  body: AiTaskRequests[Task],
  schema: z.ZodMiniType<Result>,
  { signal }: AiCallOptions = {},
): Promise<Result> {
  return withDeadline(signal, async (deadline) => {
    const response = await post(task, body, deadline.signal);
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new AiRequestError(`${API_ERROR_PREFIX} The server sent an answer that could not be read.`);
    return parsed.data;
  });
}

type Deadline = ReturnType<typeof callDeadline>;

/** Runs a call under the browser's deadline (see deadline.ts): past it, the call ends with a plain message. */
async function withDeadline<Result>(signal: AbortSignal | undefined, call: (deadline: Deadline) => Promise<Result>): Promise<Result> {
  const deadline = callDeadline(signal);
  try {
    return await call(deadline);
  } catch (error) {
    if (!deadline.expired()) throw error;
    throw new AiRequestError(`${API_ERROR_PREFIX} The server did not answer in time (${deadline.seconds} s). Try again.`, 'upstream_timeout');
  } finally {
    deadline.dispose();
  }
}

/**
 * POST /api/ai/<task> for a streamed text answer (newline-delimited JSON events). Resolves with
 * the whole text; aborting the signal cancels the body, which ends the upstream call too.
 */
export function streamAiText<Task extends AiTaskId>(task: Task, body: AiTaskRequests[Task], { signal, onText }: AiStreamOptions): Promise<string> {
  return withDeadline(signal, (deadline) => readStream(task, body, deadline, onText));
}

/** Each piece of the stream gets the whole deadline: a long answer that keeps coming is not cut off. */
async function readStream(task: AiTaskId, body: unknown, deadline: Deadline, onText: (textSoFar: string) => void): Promise<string> {
  const response = await post(task, body, deadline.signal);
  if (!response.body || !response.headers.get('Content-Type')?.startsWith(AI_STREAM_CONTENT_TYPE)) {
    throw new AiRequestError(`${API_ERROR_PREFIX} The server sent an answer that could not be read.`);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  let buffered = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      deadline.restart();
      buffered += value;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (line === '') continue;
        const event = parseEvent(line);
        if (event.type === 'done') return text;
        if (event.type === 'error') throw new AiRequestError(event.error, event.code, event.retryAfterSeconds);
        text += event.text;
        onText(text);
      }
    }
  } catch (error) {
    if (isAbort(error) || error instanceof AiRequestError) throw error;
    throw connectionError('The connection to the server was lost.');
  } finally {
    reader.releaseLock();
  }
  throw new AiRequestError(`${API_ERROR_PREFIX} The answer was cut off.`);
}

/** A network failure: offline says so plainly; online, the server or the way to it is down. */
function connectionError(detail: string): AiRequestError {
  return isOffline() ? new AiOfflineError() : new AiRequestError(`${API_ERROR_PREFIX} ${detail}`);
}

function parseEvent(line: string) {
  try {
    return aiStreamEventSchema.parse(JSON.parse(line));
  } catch {
    throw new AiRequestError(`${API_ERROR_PREFIX} The server sent an answer that could not be read.`);
  }
}

async function post(task: AiTaskId, body: unknown, signal: AbortSignal | undefined): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`/api/ai/${task}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw connectionError('Could not reach the server.');
  }
  if (response.ok) return response;
  const parsed = apiErrorSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new AiRequestError(`${API_ERROR_PREFIX} The server answered with HTTP ${response.status}.`);
  const { error, code, retryAfterSeconds } = parsed.data;
  throw new AiRequestError(error, code, retryAfterSeconds);
}
