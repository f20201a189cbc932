import { AiUpstreamError } from '../upstream-error';

/**
 * fetch for one call whose answer the SDK reads whole before parsing it: a body past `maxBytes`
 * (as decoded, which is what memory holds) fails the call as 'too-large' and its connection is
 * dropped, so an endless or huge answer costs at most that much. A Content-Length over it fails before
 * a byte is read.
 */
export function answerCappedFetch(maxBytes: number, base: typeof fetch = fetch): typeof fetch {
  const tooLarge = () => new AiUpstreamError({ kind: 'too-large', maxBytes });
  return async (input, init) => {
    const response = await base(input, init);
    if (!response.body) return response;
    if (Number(response.headers.get('content-length')) > maxBytes) {
      await response.body.cancel();
      throw tooLarge();
    }
    let read = 0;
    const counted = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          read += chunk.byteLength;
          // Erroring the stream cancels the source, which closes the connection.
          if (read > maxBytes) controller.error(tooLarge());
          else controller.enqueue(chunk);
        },
      }),
    );
    return new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

/**
 * fetch for a streamed call: one server-sent event (what comes between two blank lines) past `maxBytes`
 * fails the call as 'too-large' and drops its connection, so an event that never ends cannot grow in
 * memory until the stream's time limit. Carriage returns are not counted, so CRLF streams read the same.
 */
export function eventCappedFetch(maxBytes: number, base: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const response = await base(input, init);
    if (!response.body) return response;
    let event = 0;
    let line = 0;
    const counted = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          for (const byte of chunk) {
            if (byte === 0x0a) {
              // A blank line ends the event.
              if (line === 0) event = 0;
              line = 0;
            } else if (byte !== 0x0d) {
              line += 1;
              event += 1;
            }
          }
          if (event > maxBytes) controller.error(new AiUpstreamError({ kind: 'too-large', maxBytes }));
          else controller.enqueue(chunk);
        },
      }),
    );
    return new Response(counted, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}
