import { describe, expect, it } from 'vitest';
import { runInsightJob, type InsightPanel } from './regex-insight.logic';

const HUGE = Array.from({ length: 10_000 }, (_, index) => `w${index}x`).join('|');

describe('runInsightJob', () => {
  it('says why a pattern cannot be read, for every panel', async () => {
    for (const panel of ['diagram', 'sample', 'explanation'] as const) {
      expect(await runInsightJob({ panel, pattern: '(a', flags: 'g', seed: 1 })).toEqual({
        ok: false,
        message: 'Could not read this pattern: Invalid regular expression: /(a/: Unterminated group.',
      });
    }
  });

  it.each<[InsightPanel, object]>([
    ['diagram', { diagram: { ok: false, message: expect.stringContaining('too many to draw') } }],
    ['sample', { sample: { ok: true, matches: true } }],
    ['explanation', { explanation: { cutNote: expect.stringContaining('the first 1,500 are explained') } }],
  ])('ends a 10,000-alternative pattern with a %s or a message, never a page-sized answer', async (panel, expected) => {
    expect(await runInsightJob({ panel, pattern: HUGE, flags: 'g', seed: 1 })).toMatchObject({ ok: true, panel, ...expected });
  });
});
