import { describe, expect, it } from 'vitest';
import { generate } from './generate.logic';
import { randomDraw } from './random-draw.logic';
import { seededSource } from './seeded-source.fixture';
import { DEFAULT_SETTINGS } from './settings';
import { analyseStrength } from './strength.logic';
import { MAX_ANALYSED } from './strength-report';
import { WORD_LIST } from './word-list';

describe('analyseStrength (zxcvbn-ts 4.2.0, common and English dictionaries)', () => {
  it.each<[string, number]>([
    ['password', 0],
    ['123456', 0],
    ['qwerty', 0],
    ['iloveyou', 0],
    ['aaaaaaaaaaaaaaaa', 0],
    ['correct horse battery staple', 4],
    ['x9!Kq2@pL7#mZ4&wR1^s', 4],
  ])('%j scores %i', (password, score) => {
    expect(analyseStrength(password).score).toBe(score);
  });

  it('scores 4 for 20-character passwords the generator makes', () => {
    const result = generate({ ...DEFAULT_SETTINGS, count: '5' }, randomDraw(seededSource(20)), WORD_LIST);
    for (const password of result.ok ? result.items : []) expect(analyseStrength(password).score).toBe(4);
  });

  it('says why "password" is weak, how fast each attack finds it, and what it was taken for', () => {
    const report = analyseStrength('password');
    expect(report.warning).toBe('This is a heavily used password.');
    expect(report.suggestions).toContain('Add more words that are less common.');
    expect(report.crackTimes.onlineThrottlingXPerHour.display).toBe('2 minutes');
    expect(report.crackTimes.offlineFastHashingXPerSecond.display).toBe('less than a second');
    expect(report.parts).toEqual([{ token: 'password', pattern: 'common password "password", rank 2', guessesLog10: expect.any(Number) as number }]);
  });

  it('names keyboard patterns, dates and l33t words', () => {
    expect(analyseStrength('zxcvbnm,./').parts.map((part) => part.pattern)).toEqual(['keyboard pattern']);
    expect(analyseStrength('P@ssw0rd').parts[0]?.pattern).toMatch(/^common password "password", rank \d+ \(with l33t substitutions\)$/);
    expect(analyseStrength('13.05.1987').parts.map((part) => part.pattern)).toEqual(['date']);
  });

  it(`analyses only the first ${MAX_ANALYSED} characters, and says how many it had`, () => {
    const report = analyseStrength('ab'.repeat(80));
    expect(report).toMatchObject({ analysedLength: MAX_ANALYSED, length: 160 });
    expect(report.parts.map((part) => part.token).join('')).toBe('ab'.repeat(50));
  });
});
