import { AI_STREAM_CONTENT_TYPE, type AiStreamEvent } from '@contract/ai';
import type { Outcome, TaskRun } from '../ai/run-task';
import { ApiException, type ApiFailure } from '../errors';

export const SHUTTING_DOWN: ApiFailure = {
  error: 'The server is shutting down and stopped this answer. Try again.',
  code: 'shutting_down',
  retryAfterSeconds: 1,
};

/**
 * Ends an AI call still running when the shutdown grace is over (`shutdown` aborts), in words rather
 * than by a cut connection: a call still waiting for the provider is answered 503, a stream already
 * answering ends with an `error` line; the request's log line says `shutting_down` either way. The
 * stream's own body is then cancelled, which aborts its upstream call.
 */
export async function cutAtShutdown(run: Promise<TaskRun>, shutdown: AbortSignal): Promise<TaskRun> {
  let onAbort: () => void = () => {};
  const aborted = new Promise<never>((_resolve, reject) => {
    onAbort = () => {
      // A stream that starts after all is cancelled, which ends its upstream call.
      void run.then(
        ({ response }) => response.body?.cancel(),
        () => {},
      );
      reject(new ApiException(503, SHUTTING_DOWN));
    };
    shutdown.addEventListener('abort', onAbort, { once: true });
  });
  try {
    const started = await Promise.race([run, aborted]);
    const streaming = started.response.headers.get('Content-Type')?.startsWith(AI_STREAM_CONTENT_TYPE) === true;
    return streaming ? endStreamAtShutdown(started, shutdown) : started;
  } finally {
    shutdown.removeEventListener('abort', onAbort);
  }
}

function endStreamAtShutdown({ response, outcome }: TaskRun, shutdown: AbortSignal): TaskRun {
  let ending: TransformStreamDefaultController<Uint8Array> | undefined;
  // Passes the stream's lines on unchanged; each chunk is one whole line, so the error line lands between two.
  const relay = new TransformStream<Uint8Array, Uint8Array>({ start: (controller) => void (ending = controller) });
  let cut: (outcome: Outcome) => void = () => {};
  const cutOutcome = new Promise<Outcome>((resolve) => (cut = resolve));
  const onAbort = () => {
    const line: AiStreamEvent = { type: 'error', ...SHUTTING_DOWN };
    ending?.enqueue(new TextEncoder().encode(`${JSON.stringify(line)}\n`));
    // Closes what the client reads and cancels the stream behind it.
    ending?.terminate();
    cut('shutting_down');
  };
  shutdown.addEventListener('abort', onAbort, { once: true });
  void outcome.then(() => shutdown.removeEventListener('abort', onAbort));
  return {
    response: new Response(response.body?.pipeThrough(relay), { status: response.status, headers: response.headers }),
    outcome: Promise.race([outcome, cutOutcome]),
  };
}
