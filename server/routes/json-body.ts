import { ApiException } from '../errors';
import { busy } from '../rate-limit/admission';
import type { BodyCharge } from '../rate-limit/body-budget';

export interface JsonBodyLimits {
  /** The body's Content-Length, from jsonBodyLength(); null when it has none. */
  declared: number | null;
  /** The task's largest body in bytes. */
  maxBytes: number;
  /** The body's share of the instance's body budget (see admitBody): a body without a Content-Length takes its chunks from it. */
  charge: BodyCharge;
}

const JSON_TYPE = /^application\/json\s*(;|$)/i;
const decoder = new TextDecoder();

/**
 * What can be told of a body before reading it: 415 unless it is sent as application/json, 413 when
 * its Content-Length is over the limit, both unread. Returns its Content-Length, or null when it has none.
 */
export function jsonBodyLength(request: Request, maxBytes: number): number | null {
  if (!JSON_TYPE.test(request.headers.get('content-type') ?? '')) {
    throw new ApiException(415, { error: 'Content-Type must be application/json', code: 'unsupported_media_type' }, { bodyUnread: true });
  }
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge(maxBytes);
  return declared === null ? null : Number(declared);
}

/**
 * Reads a JSON body and parses it: 413 for a body without a Content-Length once it passes the limit,
 * 503 when the instance's body budget runs out under it, 400 for JSON that does not parse. With a
 * Content-Length the bytes go straight into one buffer of that size, not chunks then joined, and are
 * dropped once decoded, so a body is held at most twice while it is read (bytes, then text, beside
 * what it parses to). The caller gives the budget's share back as soon as this returns.
 */
export async function readJsonBody(request: Request, { declared, maxBytes, charge }: JsonBodyLimits): Promise<unknown> {
  const text = decoder.decode(declared === null ? await readChunked(request.body, maxBytes, charge) : await readInto(request.body, declared));
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiException(400, { error: 'Malformed JSON in request body', code: 'bad_request' });
  }
}

const tooLarge = (maxBytes: number) =>
  new ApiException(413, { error: `Request body is too large: at most ${Math.floor(maxBytes / 1024)} KB.`, code: 'too_large' }, { bodyUnread: true });

/** A body of known length, into one buffer of that length (admitBody has charged the budget for it). */
async function readInto(body: ReadableStream<Uint8Array> | null, length: number): Promise<Uint8Array> {
  const buffer = new Uint8Array(length);
  let offset = 0;
  await eachChunk(body, (chunk) => {
    // Node's HTTP parser never passes more than the Content-Length; a Request built in-process might.
    if (offset + chunk.byteLength > length) throw new ApiException(400, { error: 'The request body is longer than its Content-Length.', code: 'bad_request' });
    buffer.set(chunk, offset);
    offset += chunk.byteLength;
  });
  return buffer.subarray(0, offset);
}

/** A body without a Content-Length: each chunk is charged to the budget as it arrives, then joined once at the end. */
async function readChunked(body: ReadableStream<Uint8Array> | null, maxBytes: number, charge: BodyCharge): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  await eachChunk(body, (chunk) => {
    length += chunk.byteLength;
    if (length > maxBytes) throw tooLarge(maxBytes);
    if (!charge.take(chunk.byteLength)) throw busy(true);
    chunks.push(chunk);
  });
  return Buffer.concat(chunks, length);
}

/** Calls `take` with each chunk; a body that fails to arrive (the client left mid-way) is a 400, unread. */
async function eachChunk(body: ReadableStream<Uint8Array> | null, take: (chunk: Uint8Array) => void): Promise<void> {
  if (!body) return;
  const reader = body.getReader();
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) take(next.value);
  } catch (error) {
    // Refused part-way (too large, budget spent): read no more of it.
    void reader.cancel().catch(() => {});
    if (error instanceof ApiException) throw error;
    throw new ApiException(400, { error: 'The request body could not be read.', code: 'bad_request' }, { bodyUnread: true });
  }
}
