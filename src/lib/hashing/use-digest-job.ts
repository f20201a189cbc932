import { useState } from 'react';
import { useRun } from '@/hooks/use-run';
import { anyFile } from '@/lib/files';
import type { HashJob, HashResult } from './hash-job';

/** Up to this many characters text is hashed in the page; longer text and every file go to the worker. */
const INLINE_LIMIT = 64 * 1024;

/** Files are streamed, so size only bounds how long the visitor waits: 64 GB. */
export const digestFileRules = anyFile(64 * 1024);

/** The hashers load with the first job, never with the screen: its first paint waits for no WASM. */
const hashInPage = async (job: HashJob) => (await import('./hash-job')).runHashJob(job);

/** A finished job's digests and size, with the name of the file they are of (null for typed text). */
export type ShownDigests = Extract<HashResult, { ok: true }> & { name: string | null };

interface DigestJobPolicy {
  /** The screen's own worker (its URL must be written in the screen's folder for the bundler to find it). */
  createWorker: () => Worker;
  /** How a failed job's message begins, e.g. "Could not hash this input". */
  failure: string;
}

/**
 * The Hash and HMAC Generators' job, run live: what it shows (the latest digests, or why it failed) and how far a file job
 * has got. Short text is hashed in the page, the rest on the worker, where a new file or choice stops a long job at once
 * rather than waiting for it.
 */
export function useDigestJob({ createWorker, failure }: DigestJobPolicy) {
  const [shown, setShown] = useState<ShownDigests | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { submit, discard, busy } = useRun<HashJob, HashResult>({
    compute: hashInPage,
    createWorker,
    isLarge: (job) => job.source.kind === 'file' || job.source.text.length > INLINE_LIMIT,
    newer: 'cancels',
    failure,
    onProgress: (done, total) => setProgress(total === 0 ? 1 : done / total),
    onResult: (result, job) => {
      setProgress(null);
      setError(result.ok ? null : result.message);
      setShown(result.ok ? { ...result, name: job.source.kind === 'file' ? (job.source.file as File).name : null } : null);
    },
    onError: (message) => {
      setProgress(null);
      setError(message);
      setShown(null);
    },
  });
  return { shown, error, progress, busy, submit, discard };
}
