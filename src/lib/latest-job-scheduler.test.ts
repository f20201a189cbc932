import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WorkerCancelledError } from '@/lib/worker-runner';
import { failureDetail } from './failure-detail';
import { LatestJobScheduler } from './latest-job-scheduler';

const WARM_UP = 'warm-up';

/**
 * A runner like the real one: one job at a time, cancel() rejects the running job and stops the worker.
 * A new worker answers the warm-up at once; other jobs finish when the test says so.
 */
function fakeRunner() {
  const jobs = new Map<string, { resolve: (value: string) => void; reject: (error: Error) => void }>();
  let running: string | null = null;
  const runner = {
    log: [] as string[],
    run: (request: string) =>
      new Promise<string>((resolve, reject) => {
        runner.log.push(request);
        if (request === WARM_UP) return resolve('ready');
        running = request;
        jobs.set(request, { resolve, reject });
      }),
    cancel: () => {
      if (running === null) return;
      runner.log.push(`cancel ${running}`);
      jobs.get(running)?.reject(new WorkerCancelledError());
      running = null;
    },
    finish: (request: string) => {
      if (running === request) running = null;
      jobs.get(request)?.resolve(`done ${request}`);
    },
    fail: (request: string, message: string) => {
      if (running === request) running = null;
      jobs.get(request)?.reject(new Error(message));
    },
  };
  return runner;
}

function setup() {
  const runner = fakeRunner();
  const events: string[] = [];
  const scheduler = new LatestJobScheduler<string, string>(
    runner,
    {
      onResult: (request, response) => events.push(`result ${request}: ${response}`),
      onTimeout: (request) => events.push(`timeout ${request}`),
      onError: (request, error) => events.push(`error ${request}: ${failureDetail(error)}`),
      onBusyChange: (busy) => events.push(busy ? 'busy' : 'idle'),
    },
    { timeLimitMs: 1000, supersedeAfterMs: 200, warmUp: WARM_UP },
    () => Date.now(),
  );
  return { runner, events, scheduler };
}

/** Lets promise callbacks run without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('LatestJobScheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('warms a new worker up, then runs the request and reports its result', async () => {
    const { runner, events, scheduler } = setup();
    scheduler.submit('a');
    await settle();
    expect(runner.log).toEqual([WARM_UP, 'a']);
    runner.finish('a');
    await settle();
    expect(events).toEqual(['busy', 'busy', 'idle', 'result a: done a']);
  });

  it('does not count loading the worker against the time limit', async () => {
    const { runner, events, scheduler } = setup();
    const slowRun = runner.run;
    let ready: (value: string) => void = () => {};
    runner.run = (request: string) => (request === WARM_UP ? new Promise((resolve) => (ready = resolve)) : slowRun(request));
    scheduler.submit('a');
    await vi.advanceTimersByTimeAsync(5000);
    ready('ready');
    await vi.advanceTimersByTimeAsync(500);
    runner.finish('a');
    await settle();
    expect(events.at(-1)).toBe('result a: done a');
  });

  it('lets a quick job finish, drops the requests in between, then runs only the latest', async () => {
    const { runner, events, scheduler } = setup();
    scheduler.submit('a');
    await settle();
    scheduler.submit('b');
    scheduler.submit('c');
    runner.finish('a');
    await settle();
    expect(runner.log).toEqual([WARM_UP, 'a', 'c']);
    runner.finish('c');
    await settle();
    expect(events.filter((event) => event.startsWith('result'))).toEqual(['result c: done c']);
  });

  it('stops a job that has already run a while when a newer request comes, then warms a new worker up', async () => {
    const { runner, events, scheduler } = setup();
    scheduler.submit('slow');
    await vi.advanceTimersByTimeAsync(250);
    scheduler.submit('next');
    await settle();
    expect(runner.log).toEqual([WARM_UP, 'slow', 'cancel slow', WARM_UP, 'next']);
    runner.finish('next');
    await settle();
    expect(events.at(-1)).toBe('result next: done next');
    expect(events.filter((event) => event.startsWith('result') || event.startsWith('timeout'))).toEqual(['result next: done next']);
  });

  it('stops the latest job at the time limit and says so', async () => {
    const { runner, events, scheduler } = setup();
    scheduler.submit('runaway');
    await vi.advanceTimersByTimeAsync(999);
    expect(events).toEqual(['busy', 'busy']);
    await vi.advanceTimersByTimeAsync(1);
    expect(runner.log).toEqual([WARM_UP, 'runaway', 'cancel runaway']);
    expect(events).toEqual(['busy', 'busy', 'idle', 'timeout runaway']);
  });

  it('after a timeout of an older job, runs the newer request instead of reporting the timeout', async () => {
    const { runner, events, scheduler } = setup();
    scheduler.submit('runaway');
    await vi.advanceTimersByTimeAsync(100);
    scheduler.submit('fixed');
    await vi.advanceTimersByTimeAsync(900);
    expect(runner.log).toEqual([WARM_UP, 'runaway', 'cancel runaway', WARM_UP, 'fixed']);
    runner.finish('fixed');
    await settle();
    expect(events).not.toContain('timeout runaway');
    expect(events.at(-1)).toBe('result fixed: done fixed');
  });

  it('reports a worker failure of the latest job', async () => {
    const { runner, events, scheduler } = setup();
    scheduler.submit('crash');
    await settle();
    runner.fail('crash', 'The background task failed.');
    await settle();
    expect(events.slice(-2)).toEqual(['idle', 'error crash: The background task failed.']);
  });

  it('reports a worker that fails to load', async () => {
    const { runner, events, scheduler } = setup();
    runner.run = () => Promise.reject(new Error('The background task failed.'));
    scheduler.submit('a');
    await settle();
    expect(events).toEqual(['busy', 'idle', 'error a: The background task failed.']);
  });

  it('reports nothing after dispose and stops the running job', async () => {
    const { runner, events, scheduler } = setup();
    scheduler.submit('a');
    await settle();
    scheduler.dispose();
    scheduler.submit('b');
    await vi.advanceTimersByTimeAsync(2000);
    expect(runner.log).toEqual([WARM_UP, 'a', 'cancel a']);
    expect(events).toEqual(['busy', 'busy']);
  });
});
