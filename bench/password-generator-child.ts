// One measurement of bench/password-generator.ts in a process of its own (the tool's logic, as its screen and worker run it).
// `npx tsx bench/password-generator-child.ts` prints one JSON line.
import { generate } from '../src/tools/password-generator/generate.logic';
import { randomDraw } from '../src/tools/password-generator/random-draw.logic';
import { DEFAULT_SETTINGS } from '../src/tools/password-generator/settings';
import { analyseStrength } from '../src/tools/password-generator/strength.logic';
import { WORD_LIST } from '../src/tools/password-generator/word-list';

const time = (job: () => unknown) => {
  const started = performance.now();
  job();
  return performance.now() - started;
};

const draw = randomDraw();
const passwordsMs = time(() => generate({ ...DEFAULT_SETTINGS, mode: 'password', length: '32', count: '1000' }, draw, WORD_LIST));
const passphrasesMs = time(() => generate({ ...DEFAULT_SETTINGS, mode: 'passphrase', words: '6', addNumber: true, count: '1000' }, draw, WORD_LIST));
// The first analysis builds zxcvbn's ranked dictionaries: the wait of the analyser's first use.
const firstAnalysisMs = time(() => analyseStrength('password'));
const random100 = generate({ ...DEFAULT_SETTINGS, length: '100' }, draw, WORD_LIST);
const random100Ms = time(() => analyseStrength(random100.ok ? (random100.items[0] ?? '') : ''));
// Repeated words and l33t: the slow case of zxcvbn's repeat and dictionary matchers.
const repeated100Ms = time(() => analyseStrength('p@ssw0rd'.repeat(13).slice(0, 100)));
process.stdout.write(`${JSON.stringify({ passwordsMs, passphrasesMs, firstAnalysisMs, random100Ms, repeated100Ms })}\n`);
