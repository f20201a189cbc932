import { AI_STREAM_CONTENT_TYPE, type AiStreamEvent } from '@contract/ai';
import { ApiException } from '../errors';
import { maxAnswerBytes } from './answer-bytes';
import { type AnswerShape, shapeProblem } from './answer-shapes';
import { startDeadline, type Deadline } from './deadline';
import type { AiCallOptions, AiPrompt, AiProvider, Tier } from './provider';
import type { TaskOutput } from './task';
import { AiUpstreamError, httpFailureOf } from './upstream-error';

/** How a call ended, for the request log: "ok", an error code, or "cancelled" when the client left. */
export type Outcome = string;

/** What a call needs of its task: the tier to call, its output token cap and how the task answers. */
export type TaskCall = { tier: Tier; maxOutputTokens: number } & TaskOutput;

export interface RunOptions {
  provider: AiProvider;
  timeoutMs: number;
  /** A stream's limit in all, however steadily its pieces come. */
  streamTimeoutMs: number;
  /** The incoming request's signal: aborted when the client disconnects. */
  requestSignal: AbortSignal;
  /** What a text answer must look like (answer-shapes.ts); null for tasks that answer JSON or an image. */
  shape?: AnswerShape | null;
  /** Logs an unexpected error that struck after a stream had started, when onError can no longer answer. */
  reportBug: (error: unknown) => void;
}

export interface TaskRun {
  response: Response;
  /** Settles when the answer has been sent in full (for a stream, when it ends). */
  outcome: Promise<Outcome>;
}

const NO_STORE = { 'Cache-Control': 'no-store' };
/** nginx's code for "client closed request": nobody reads it, but the log says what happened. */
const CLIENT_GONE = 499;

/**
 * Calls the provider with a task's prompt. A failed call throws an ApiException (its body's code is
 * the outcome) for the app's onError to answer; anything else thrown is a bug.
 */
export async function runTask(
  task: TaskCall,
  prompt: AiPrompt,
  { provider, timeoutMs, streamTimeoutMs, requestSignal, reportBug, shape = null }: RunOptions,
): Promise<TaskRun> {
  const deadline = startDeadline(requestSignal, timeoutMs, task.output === 'stream' ? streamTimeoutMs : Infinity);
  const call = { tier: task.tier, signal: deadline.signal, maxAnswerBytes: maxAnswerBytes(task.output, task.maxOutputTokens) };
  try {
    if (task.output === 'stream') return await streamResponse(capped(provider.streamText(prompt, call), shape), deadline, reportBug);
    return settled(Response.json(await answerOnce(task, provider, prompt, call, shape), { headers: NO_STORE }));
  } catch (error) {
    const report = modelReportOf(task, error);
    if (report !== null) throw new ApiException(422, { error: report, code: 'model_error' });
    const failure = failureOf(error, deadline);
    // Nobody is left to read an answer; the log still says what happened.
    if (failure === 'client-gone') return settled(new Response(null, { status: CLIENT_GONE }), 'cancelled');
    const { status, body } = httpFailureOf(failure);
    throw new ApiException(status, body);
  } finally {
    if (task.output !== 'stream') deadline.dispose();
  }
}

async function answerOnce(task: TaskCall, provider: AiProvider, prompt: AiPrompt, call: AiCallOptions, shape: AnswerShape | null): Promise<object> {
  switch (task.output) {
    case 'stream':
    case 'text': {
      const text = await provider.generateText(prompt, call);
      const problem = shape && (await shapeProblem(shape, text));
      // Off-task: a 502 that the client's rate limit has already counted.
      if (problem) throw new AiUpstreamError({ kind: 'off-task', problem });
      return { text: shape?.clean ? await shape.clean(text) : text };
    }
    case 'json':
      return { result: await provider.generateJson(prompt, task.schema, call) };
    case 'image':
      return { image: await provider.generateImage(prompt, call) };
  }
}

/** A stream that fails as off-task once it passes the shape's length; the upstream call ends with it. */
async function* capped(pieces: AsyncIterable<string>, shape: AnswerShape | null): AsyncIterable<string> {
  let written = 0;
  for await (const piece of pieces) {
    written += piece.length;
    if (shape && written > shape.maxChars)
      throw new AiUpstreamError({ kind: 'off-task', problem: `it is longer than the length asked for (over ${shape.maxChars} characters)` });
    yield piece;
  }
}

function settled(response: Response, outcome: Outcome = 'ok'): TaskRun {
  return { response, outcome: Promise.resolve(outcome) };
}

/** A JSON task's non-JSON answer that the task reads as the model reporting a failure, else null. */
function modelReportOf(task: TaskCall, error: unknown): string | null {
  if (task.output !== 'json' || !task.notJson || !(error instanceof AiUpstreamError) || error.failure.kind !== 'not-json') return null;
  return task.notJson(error.failure.answer);
}

/** The upstream failure behind an error, or "client-gone"; anything else is a bug and is thrown on. */
function failureOf(error: unknown, deadline: Deadline) {
  const expiredMs = deadline.expiredLimitMs();
  if (expiredMs !== null) return { kind: 'timeout', seconds: Math.round(expiredMs / 100) / 10 } as const;
  if (error instanceof AiUpstreamError) return error.failure;
  if (deadline.signal.aborted) return 'client-gone' as const;
  throw error;
}

/**
 * Waits for the first piece before answering, so a call that fails at once gets its real status
 * (429, 502, 504...) from onError. After that the status is 200 and sent, so a failure can no longer
 * be thrown to onError: it arrives as an `error` line in the one error shape.
 */
async function streamResponse(pieces: AsyncIterable<string>, deadline: Deadline, reportBug: (error: unknown) => void): Promise<TaskRun> {
  const iterator = pieces[Symbol.asyncIterator]();
  let first: IteratorResult<string>;
  try {
    first = await iterator.next();
  } catch (error) {
    deadline.dispose();
    throw error;
  }
  deadline.restart();

  let settle: (outcome: Outcome) => void = () => {};
  const outcome = new Promise<Outcome>((resolve) => (settle = resolve));
  const encoder = new TextEncoder();
  const line = (event: AiStreamEvent) => encoder.encode(`${JSON.stringify(event)}\n`);
  const finish = (controller: ReadableStreamDefaultController<Uint8Array>, result: Outcome, last?: AiStreamEvent) => {
    deadline.dispose();
    if (last) controller.enqueue(line(last));
    controller.close();
    settle(result);
  };

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (first.done) finish(controller, 'ok', { type: 'done' });
      else controller.enqueue(line({ type: 'text', text: first.value }));
    },
    async pull(controller) {
      try {
        const next = await iterator.next();
        if (next.done) return finish(controller, 'ok', { type: 'done' });
        deadline.restart();
        controller.enqueue(line({ type: 'text', text: next.value }));
      } catch (error) {
        let failure: ReturnType<typeof failureOf>;
        try {
          failure = failureOf(error, deadline);
        } catch (bug) {
          reportBug(bug);
          return finish(controller, 'internal', { type: 'error', error: 'Internal server error', code: 'internal' });
        }
        if (failure === 'client-gone') return finish(controller, 'cancelled');
        const { body: apiError } = httpFailureOf(failure);
        finish(controller, apiError.code, { type: 'error', ...apiError });
      }
    },
    cancel() {
      // The browser stopped reading (Stop, or the tab closed): end the upstream call too.
      deadline.abort(new DOMException('The client stopped reading', 'AbortError'));
      deadline.dispose();
      settle('cancelled');
    },
  });
  return {
    response: new Response(body, {
      status: 200,
      headers: { 'Content-Type': `${AI_STREAM_CONTENT_TYPE}; charset=utf-8`, ...NO_STORE, 'X-Accel-Buffering': 'no' },
    }),
    outcome,
  };
}
