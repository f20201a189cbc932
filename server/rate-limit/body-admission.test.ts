// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Turns } from './body-admission';

describe('Turns', () => {
  it('gives a key to one holder at a time, the others in the order they asked, and other keys at once', async () => {
    const turns = new Turns();
    const order: string[] = [];
    const endFirst = await turns.take('a', new AbortController().signal);
    const second = turns.take('a', new AbortController().signal).then((end) => (order.push('second'), end));
    const third = turns.take('a', new AbortController().signal).then((end) => (order.push('third'), end));
    (await turns.take('b', new AbortController().signal))();
    expect(order).toEqual([]);
    endFirst();
    // Ending twice passes the turn on once.
    endFirst();
    (await second)();
    (await third)();
    expect(order).toEqual(['second', 'third']);
  });

  it('drops a waiter whose request is aborted, and passes the turn to the next', async () => {
    const turns = new Turns();
    const endFirst = await turns.take('a', new AbortController().signal);
    const gone = new AbortController();
    const abandoned = turns.take('a', gone.signal);
    const next = turns.take('a', new AbortController().signal);
    gone.abort();
    await expect(abandoned).rejects.toThrow();
    endFirst();
    (await next)();
    // Free again: taken at once.
    (await turns.take('a', new AbortController().signal))();
  });
});
