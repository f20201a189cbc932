import { DEFAULT_OPTIONS } from '../src/tools/secret-masking/mask-options';
import { HAR } from '../src/tools/secret-masking/secret-masking.fixture';
import { maskSecrets } from '../src/tools/secret-masking/secret-masking.logic';
import { median, repeat } from './stats';
import { mbPerSecond, ms, type BenchRow, type BenchSuite } from './suite';

const MEGABYTES = 20;
const BYTES = MEGABYTES * 1024 * 1024;

/** A HAR of about 20 MB: the fixture's entry repeated, as a long browser session exports it. */
function bigHar(): string {
  const har = JSON.parse(HAR) as { log: { entries: unknown[] } };
  const entry = har.log.entries[0];
  const one = JSON.stringify(entry, null, 2).length;
  har.log.entries = Array.from({ length: Math.ceil(BYTES / one) }, () => entry);
  return JSON.stringify(har, null, 2);
}

/** A 20 MB log: nginx lines, .env lines and app lines, a secret on most of them. */
function bigLog(): string {
  const lines = [
    '203.0.113.42 - - [28/Nov/2026:10:15:30 +0000] "GET /api/orders?token=9f8e7d6c5b4a&page=2 HTTP/1.1" 200 512 "-" "Mozilla/5.0"',
    'level=info msg="login ok" user=ada.lovelace@example.com took=12ms',
    'level=debug msg="request" path=/health status=200 bytes=17',
    'DATABASE_URL=postgres://app:pg-pass-2291@db.internal:5432/app',
  ].join('\n');
  return `${lines}\n`.repeat(Math.ceil(BYTES / (lines.length + 1)));
}

const time = (text: string) => {
  const started = performance.now();
  const result = maskSecrets({ text, options: DEFAULT_OPTIONS });
  return { elapsed: performance.now() - started, total: result.total };
};

/** Masking a 20 MB HAR (read value by value, kept valid JSON) and a 20 MB log (read as text, in 1 MB pieces), as the worker does. */
export const secretMaskingSuite: BenchSuite = {
  name: 'secret-masking',
  async run({ runs }) {
    const har = bigHar();
    const log = bigLog();
    const harRuns = await repeat(Math.min(runs, 5), async () => time(har));
    const logRuns = await repeat(Math.min(runs, 5), async () => time(log));
    const harMs = median(harRuns.map((run) => run.elapsed));
    const logMs = median(logRuns.map((run) => run.elapsed));
    const rows: BenchRow[] = [
      { metric: `mask a ${MEGABYTES} MB HAR (${harRuns[0]?.total ?? 0} secrets)`, value: `${mbPerSecond(har.length, harMs)} (${ms(harMs)})` },
      { metric: `mask a ${MEGABYTES} MB log (${logRuns[0]?.total ?? 0} secrets)`, value: `${mbPerSecond(log.length, logMs)} (${ms(logMs)})` },
    ];
    return { rows, data: { harMs, logMs } };
  },
};
