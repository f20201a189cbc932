import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { median, repeat } from './stats';
import { ms, type BenchRow, type BenchSuite } from './suite';

const CHILD = fileURLToPath(new URL('./password-generator-child.ts', import.meta.url));
const MAX_RUNS = 5;
const run = promisify(execFile);

interface Sample {
  passwordsMs: number;
  passphrasesMs: number;
  firstAnalysisMs: number;
  random100Ms: number;
  repeated100Ms: number;
}

/** One measurement in a fresh Node process, so the first analysis pays zxcvbn's dictionary set-up as the analyser's first use does. */
async function measure(): Promise<Sample> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', CHILD], { env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.node.json' } });
  return JSON.parse(stdout) as Sample;
}

/**
 * The Password and Token Generator's logic in Node's V8: 1,000 passwords and 1,000 passphrases (crypto.getRandomValues, rejection
 * sampling), and zxcvbn (common + English dictionaries) on 100 characters, the most the analyser reads.
 */
export const passwordGeneratorSuite: BenchSuite = {
  name: 'password-generator',
  async run({ runs }) {
    const samples = await repeat(Math.min(runs, MAX_RUNS), () => measure());
    const pick = (read: (sample: Sample) => number) => ms(median(samples.map(read)));
    const rows: BenchRow[] = [
      { metric: '1,000 passwords of 32 characters, 4 sets, one of each', value: pick((sample) => sample.passwordsMs) },
      { metric: '1,000 passphrases of 6 words and a digit', value: pick((sample) => sample.passphrasesMs) },
      { metric: 'zxcvbn: first analysis, dictionaries built ("password")', value: pick((sample) => sample.firstAnalysisMs) },
      { metric: 'zxcvbn: 100 random characters', value: pick((sample) => sample.random100Ms) },
      { metric: 'zxcvbn: 100 characters of a repeated l33t word', value: pick((sample) => sample.repeated100Ms) },
    ];
    return { rows, data: samples };
  },
};
