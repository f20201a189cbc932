import type { ReportProgress } from '@/lib/worker-protocol';
import type { AlgorithmId, HmacAlgorithmId } from './algorithms';
import { textBytes, type TextEncoding } from './byte-input';
import { createHasher, createHmacHasher, type Hasher } from './hashers';

/** What is hashed: typed text read as `as`, or a file (a Blob), read slice by slice so its size never matters. */
export type HashSource = { kind: 'text'; text: string; as: TextEncoding } | { kind: 'file'; file: Blob };

export interface HashJob {
  source: HashSource;
  algorithms: readonly AlgorithmId[];
  /** With a key, each digest is an HMAC (RFC 2104) under it; only HMAC-capable algorithms may be asked for then. */
  hmacKey?: Uint8Array;
}

export interface Digest {
  id: AlgorithmId;
  bytes: Uint8Array;
}

export type HashResult = { ok: true; digests: Digest[]; size: number } | { ok: false; message: string };

/** A file is read this much at a time: big enough to keep WASM busy, small enough that memory stays flat for any size. */
export const FILE_SLICE_BYTES = 4 * 1024 * 1024;

const createAll = (job: HashJob): Promise<Hasher[]> => {
  const { hmacKey } = job;
  return Promise.all(job.algorithms.map((id) => (hmacKey ? createHmacHasher(id as HmacAlgorithmId, hmacKey) : createHasher(id))));
};

/**
 * Hashes the source with every algorithm asked for, in one pass: each slice of a file is read once and fed to all the
 * hashers before the next is read, so a 2 GB file needs one slice of memory, not 2 GB. `progress` hears bytes read.
 */
export async function runHashJob(job: HashJob, progress?: ReportProgress, sliceBytes = FILE_SLICE_BYTES): Promise<HashResult> {
  const { source } = job;
  let bytes: Uint8Array | null = null;
  if (source.kind === 'text') {
    const read = textBytes(source.text, source.as);
    if (!read.ok) return read;
    bytes = read.bytes;
  }
  const hashers = await createAll(job);
  const feed = (slice: Uint8Array) => {
    for (const hasher of hashers) hasher.update(slice);
  };
  let size: number;
  if (bytes) {
    feed(bytes);
    size = bytes.length;
  } else {
    const file = (source as { file: Blob }).file;
    size = file.size;
    progress?.(0, size);
    for (let start = 0; start < size; start += sliceBytes) {
      const end = Math.min(start + sliceBytes, size);
      feed(new Uint8Array(await file.slice(start, end).arrayBuffer()));
      progress?.(end, size);
    }
  }
  return { ok: true, size, digests: job.algorithms.map((id, index) => ({ id, bytes: (hashers[index] as Hasher).digest() })) };
}
