// @vitest-environment node
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { svgSanitizer } from './svg-sanitizer';

const threads: Worker[] = [];
afterEach(async () => {
  await Promise.all(threads.splice(0).map((thread) => thread.terminate()));
});

/** A sanitiser thread made from a few lines of script, kept for clean-up. */
function threadOf(script: string): () => Worker {
  return () => {
    const thread = new Worker(script, { eval: true });
    threads.push(thread);
    return thread;
  };
}

const ANSWERS = `const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, markup }) => parentPort.postMessage({ id, svg: markup.toUpperCase() }));`;
const NEVER_ANSWERS = 'setInterval(() => {}, 1000);';

describe('svgSanitizer', () => {
  it('answers each call from its thread, started once and kept', async () => {
    const sanitize = svgSanitizer(threadOf(ANSWERS), 60_000);
    expect(await Promise.all([sanitize('<svg/>'), sanitize('<svg></svg>')])).toEqual(['<SVG/>', '<SVG></SVG>']);
    expect(threads).toHaveLength(1);
  });

  it('fails a call its thread never answers, stops that thread, and starts a new one for the next call', async () => {
    const sanitize = svgSanitizer(threadOf(NEVER_ANSWERS), 50);
    await expect(sanitize('<svg/>')).rejects.toThrow('The SVG sanitiser did not answer within 50 ms');
    await expect(sanitize('<svg/>')).rejects.toThrow('The SVG sanitiser did not answer within 50 ms');
    expect(threads).toHaveLength(2);
    await expect.poll(() => threads[0]?.threadId).toBe(-1);
  });
});
