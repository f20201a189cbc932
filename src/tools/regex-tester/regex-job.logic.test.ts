import { describe, expect, it } from 'vitest';
import { runRegexJob } from './regex-job.logic';
import { keptCount } from './regex-tester.logic';

describe('runRegexJob', () => {
  it('searches and substitutes in one go', () => {
    const result = runRegexJob({ pattern: '(\\d)', flags: 'g', text: 'a1b2', replacement: '<$1>' });
    if (!result.ok) throw new Error(result.message);
    expect(keptCount(result.matches)).toBe(2);
    expect(result.matchMs).toBeGreaterThanOrEqual(0);
    expect(result.substitution).toEqual({ ok: true, text: 'a<1>b<2>' });
  });

  it('gives the problem for bad flags or a bad pattern', () => {
    expect(runRegexJob({ pattern: 'a', flags: 'gz', text: 'a', replacement: '' })).toEqual({ ok: false, message: expect.stringMatching(/^Unknown flag "z"/) });
    expect(runRegexJob({ pattern: 'a)', flags: 'g', text: 'a', replacement: '' })).toEqual({
      ok: false,
      message: expect.stringMatching(/^Invalid regular expression: /),
    });
  });

  it('leaves the text as it is for an empty pattern', () => {
    const result = runRegexJob({ pattern: '', flags: 'g', text: 'abc', replacement: 'x' });
    expect(result).toMatchObject({ ok: true, matches: { total: 0 }, substitution: { ok: true, text: 'abc' } });
  });
});
