// An async job pipeline: a deterministic scheduler, async/await, Promise.all/allSettled/race,
// async generators with for await, an event emitter class, retries, closures and error handling.
'use strict';

class VirtualClock {
  #now = 0;
  #queue = [];
  #sequence = 0;

  get now() {
    return this.#now;
  }

  sleep(ms) {
    return new Promise((resolve) => {
      this.#queue.push({ at: this.#now + ms, order: this.#sequence++, resolve });
      this.#queue.sort((a, b) => a.at - b.at || a.order - b.order);
    });
  }

  /** Fires the earliest timer; false when none is waiting. */
  advance() {
    const next = this.#queue.shift();
    if (!next) return false;
    this.#now = next.at;
    next.resolve(this.#now);
    return true;
  }
}

/** Lets pending promise callbacks run (there are no real timers here). */
async function flushMicrotasks() {
  for (let turn = 0; turn < 50; turn += 1) await Promise.resolve();
}

class Emitter {
  #listeners = new Map();

  on(event, listener) {
    const list = this.#listeners.get(event) ?? [];
    list.push(listener);
    this.#listeners.set(event, list);
    return () => this.off(event, listener);
  }

  off(event, listener) {
    const list = this.#listeners.get(event) ?? [];
    this.#listeners.set(
      event,
      list.filter((candidate) => candidate !== listener),
    );
  }

  emit(event, ...args) {
    for (const listener of this.#listeners.get(event) ?? []) listener(...args);
    return (this.#listeners.get(event) ?? []).length;
  }
}

class TransientError extends Error {
  constructor(message, attempt) {
    super(message);
    this.attempt = attempt;
  }

  get retryable() {
    return this.attempt < 3;
  }
}

function flakyService(clock, failures) {
  const calls = new Map();
  return async function fetchRecord(id) {
    const attempt = (calls.get(id) ?? 0) + 1;
    calls.set(id, attempt);
    await clock.sleep(10 + (id % 3) * 5);
    if (attempt <= (failures[id] ?? 0)) throw new TransientError(`record ${id} unavailable`, attempt);
    return { id, value: id * id, attempt, at: clock.now };
  };
}

async function withRetry(task, clock, log) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      log.push(`retry ${attempt}: ${error.message}`);
      if (!(error instanceof TransientError) || !error.retryable) throw error;
      await clock.sleep(2 ** attempt * 10);
    } finally {
      log.push(`attempt ${attempt} done`);
    }
  }
}

async function* batches(ids, size, clock) {
  for (let start = 0; start < ids.length; start += size) {
    await clock.sleep(1);
    yield ids.slice(start, start + size);
  }
}

function createLimiter(limit) {
  let active = 0;
  const waiting = [];
  let peak = 0;
  const release = () => {
    active -= 1;
    waiting.shift()?.();
  };
  const run = async (task) => {
    if (active >= limit) await new Promise((resolve) => waiting.push(resolve));
    active += 1;
    peak = Math.max(peak, active);
    try {
      return await task();
    } finally {
      release();
    }
  };
  return {
    run,
    get peak() {
      return peak;
    },
  };
}

async function pipeline(clock) {
  const events = new Emitter();
  const timeline = [];
  const log = [];
  const stop = events.on('record', (record) => timeline.push(`${record.id}@${record.at}`));
  events.on('failed', (id, message) => timeline.push(`x${id}:${message}`));

  const fetchRecord = flakyService(clock, { 2: 1, 5: 2, 7: 9 });
  const limiter = createLimiter(2);
  const results = [];

  for await (const batch of batches([1, 2, 3, 4, 5, 6, 7, 8], 3, clock)) {
    const settled = await Promise.allSettled(batch.map((id) => limiter.run(() => withRetry(() => fetchRecord(id), clock, log))));
    settled.forEach((outcome, index) => {
      if (outcome.status === 'fulfilled') {
        events.emit('record', outcome.value);
        results.push(outcome.value);
      } else {
        events.emit('failed', batch[index], outcome.reason.message);
      }
    });
  }
  stop();
  const listenersAfterStop = events.emit('record', { id: 0, at: -1 });

  const race = await Promise.race([clock.sleep(50).then(() => 'slow'), clock.sleep(20).then(() => 'fast')]);
  const [sum, squares] = await Promise.all([
    (async () => results.reduce((total, record) => total + record.value, 0))(),
    Promise.resolve(results.map(({ value }) => value)),
  ]);

  return { results, timeline, log, race, sum, squares, peak: limiter.peak, listenersAfterStop, finishedAt: clock.now };
}

globalThis.__program = async () => {
  const clock = new VirtualClock();
  let finished = false;
  const done = pipeline(clock).finally(() => {
    finished = true;
  });
  for (let steps = 0; !finished; steps += 1) {
    if (steps > 10_000) throw new Error('the pipeline did not finish');
    await flushMicrotasks();
    if (!finished) clock.advance();
  }
  return done;
};
