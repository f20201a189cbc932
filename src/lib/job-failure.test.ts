import { afterEach, describe, expect, it, vi } from 'vitest';
import { asSentence, detailSentence, failureMessage, JobFailure, jobFailureMessage, withinDeadline } from './job-failure';
import { failureDetail } from './failure-detail';

describe('failure wording', () => {
  it.each([
    [
      'Could not convert this SQL',
      "Cannot read properties of undefined (reading '0')",
      "Could not convert this SQL: Cannot read properties of undefined (reading '0').",
    ],
    ['Could not count this text', 'Out of memory.', 'Could not count this text: Out of memory.'],
    ['Could not scan this image', '  ', 'Could not scan this image: an unknown error occurred.'],
  ])('%s + %j reads %j', (action, detail, message) => {
    expect(jobFailureMessage(action, detail)).toBe(message);
    expect(new JobFailure(action, detail)).toMatchObject({ message, detail });
  });

  it.each([
    [new RangeError('Maximum call stack size exceeded'), 'Maximum call stack size exceeded'],
    ['plain text', 'plain text'],
    [{ some: 'object' }, 'an unknown error occurred'],
    [undefined, 'an unknown error occurred'],
  ])('the detail of %o is %j', (error, detail) => {
    expect(failureDetail(error)).toBe(detail);
  });

  it.each([
    [new JobFailure('Could not process this JSON', 'the worker stopped'), 'Could not repair this JSON: the worker stopped.'],
    [new TypeError('key is not extractable'), 'Could not repair this JSON: key is not extractable.'],
    ['Unexpected end', 'Could not repair this JSON: Unexpected end.'],
    [{ some: 'object' }, 'Could not repair this JSON: an unknown error occurred.'],
  ])('a failed job that threw %o reads %j, in its own action', (error, message) => {
    expect(failureMessage('Could not repair this JSON', error)).toBe(message);
  });

  it('makes a detail a sentence of its own after the spec\'s "Failed to ..."', () => {
    expect(asSentence('it took longer than 60 s, so it was stopped')).toBe('It took longer than 60 s, so it was stopped.');
    expect(asSentence('Already one!')).toBe('Already one!');
  });

  it.each([
    [new JobFailure('Could not extract the colors', 'it took longer than 60 s, so it was stopped'), 'It took longer than 60 s, so it was stopped.'],
    [new Error('Error communicating with the API. Boom.'), 'Error communicating with the API. Boom.'],
    ['thrown text', 'An unknown error occurred.'],
  ])('after a spec sentence, %o reads %j', (error, detail) => {
    expect(detailSentence(error)).toBe(detail);
  });
});

describe('withinDeadline', () => {
  afterEach(() => vi.useRealTimers());

  it('passes the result through when the work is in time', async () => {
    await expect(withinDeadline(Promise.resolve(7), 1000)).resolves.toBe(7);
  });

  it("rejects in the deadline's words and stops the work when it is not", async () => {
    vi.useFakeTimers();
    const onExpire = vi.fn();
    const late = withinDeadline(new Promise<number>(() => undefined), 60_000, onExpire);
    const settled = expect(late).rejects.toThrow('it took longer than 60 s, so it was stopped');
    await vi.advanceTimersByTimeAsync(60_000);
    await settled;
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});
