import { describe, expect, it } from 'vitest';
import { parseRegex } from './regex-ast.logic';
import { generateSample, SAMPLE_TRIES } from './regex-sample.logic';

function sample(pattern: string, flags: string, seed: number) {
  const parsed = parseRegex(pattern, flags);
  if (!parsed.ok) throw new Error(parsed.message);
  return generateSample(parsed.value, seed);
}

/** Patterns people write, from regex libraries and validators, with the flags they are used with. */
const CORPUS: [name: string, pattern: string, flags: string][] = [
  ['email', String.raw`^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$`, ''],
  ['email (tester default)', String.raw`(?<user>[\w.+-]+)@(?<domain>[\w-]+(?:\.[\w-]+)+)`, 'g'],
  ['URL', String.raw`^https?:\/\/(?:www\.)?[-a-zA-Z0-9@:%._+~#=]{1,256}\.[a-zA-Z0-9()]{1,6}\b(?:[-a-zA-Z0-9()@:%_+.~#?&/=]*)$`, 'i'],
  ['ISO date', String.raw`^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$`, ''],
  ['ISO date-time', String.raw`^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$`, ''],
  ['UUID', String.raw`^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`, 'i'],
  [
    'semver',
    String.raw`^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$`,
    '',
  ],
  ['IPv4', String.raw`^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$`, ''],
  ['hex colour', String.raw`^#(?:[0-9a-fA-F]{3}){1,2}$`, ''],
  ['password rule (lookaheads)', String.raw`^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{8,}$`, ''],
  ['quoted string (backreference)', String.raw`(?<q>['"]).*?\k<q>`, ''],
  ['repeated word', String.raw`\b(\w+)\s+\1\b`, 'gi'],
  ['Greek word (property)', String.raw`^\p{Script=Greek}+$`, 'u'],
  ['non-ASCII letters (v subtraction)', String.raw`^[\p{L}--[a-zA-Z]]+$`, 'v'],
  ['hex digits (v intersection)', String.raw`^[\p{ASCII_Hex_Digit}&&[^0-9]]{3}$`, 'v'],
  ['string literals (v)', String.raw`^[\q{abc|xyz}\d]+$`, 'v'],
  ['emoji (property of strings)', String.raw`^\p{RGI_Emoji}$`, 'v'],
  ['identifier not ending in _ (lookbehind)', String.raw`^[a-z][\w.]*(?<![._])$`, 'i'],
  ['dot all', String.raw`^a.b$`, 's'],
  ['negated class', String.raw`^[^"\s]+$`, ''],
  ['astral literal', '^😀+$', 'u'],
];

describe('generateSample', () => {
  it.each(CORPUS)('%s: every sample matches the whole pattern', (_, pattern, flags) => {
    const whole = new RegExp(`^(?:${pattern})$`, flags.replace('g', ''));
    for (let seed = 1; seed <= 20; seed += 1) {
      const result = sample(pattern, flags, seed);
      expect(result).toMatchObject({ ok: true, matches: true });
      if (result.ok) expect(whole.test(result.sample), `${JSON.stringify(result.sample)} (seed ${seed})`).toBe(true);
    }
  });

  it('gives the same sample for the same seed, and others for other seeds', () => {
    expect(sample('[a-z]{12}', '', 7)).toEqual(sample('[a-z]{12}', '', 7));
    const samples = new Set(Array.from({ length: 10 }, (_, seed) => (sample('[a-z]{12}', '', seed) as { sample: string }).sample));
    expect(samples.size).toBeGreaterThan(5);
  });

  it('says so when no sample can match, naming the parts the generator does not honour', () => {
    expect(sample('a(?=b)c', '', 1)).toEqual({
      ok: true,
      sample: 'ac',
      matches: false,
      note: `None of ${SAMPLE_TRIES} samples matched the whole pattern. The generator does not honour lookarounds, which this pattern uses. Try New sample, or edit the pattern.`,
    });
    // A whole-sample match cannot be preceded by anything.
    expect(sample(String.raw`(?<=\$)\d+`, '', 1)).toMatchObject({ matches: false, note: expect.stringContaining('does not honour lookarounds') });
    expect(sample('[]', '', 1)).toMatchObject({ matches: false, note: expect.not.stringContaining('does not honour') });
  });

  it('copes with a pathological pattern of 10,000 alternatives', () => {
    const words = Array.from({ length: 10_000 }, (_, index) => `w${index}x`);
    const result = sample(words.join('|'), '', 3);
    expect(result).toMatchObject({ ok: true, matches: true });
    expect(words).toContain((result as { sample: string }).sample);
  });
});
