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
