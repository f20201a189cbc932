// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeReport, type BenchReport, type SuiteReport } from './report';

const suite = (name: string, value: string, measuredAt: string): SuiteReport => ({ name, measuredAt, rows: [{ metric: `${name} time`, value }], data: null });
const report = (suites: SuiteReport[]): BenchReport => ({ generatedAt: '2026-11-22T20:00:00.000Z', runs: 5, chromium: '142', node: 'v20', suites });

describe('writeReport', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'bench-report-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const read = async (path: string): Promise<BenchReport> => JSON.parse(await readFile(path, 'utf8')) as BenchReport;

  it('keeps the suites that did not run and replaces the ones that did', async () => {
    const path = join(dir, 'results', 'latest.json');
    await writeReport(path, report([suite('fleet', '1 s', 'earlier'), suite('minifiers', '9 s', 'earlier')]));
    await writeReport(path, report([suite('minifiers', '7 s', 'now')]));
    const written = await read(path);
    expect(written.suites.map(({ name, measuredAt }) => `${name}@${measuredAt}`)).toEqual(['fleet@earlier', 'minifiers@now']);
    expect(written.suites[1]?.rows[0]?.value).toBe('7 s');
  });

  it('starts afresh over a report it cannot read', async () => {
    const path = join(dir, 'latest.json');
    await writeFile(path, '{ not json');
    await writeReport(path, report([suite('pdf', '2 s', 'now')]));
    expect((await read(path)).suites.map((entry) => entry.name)).toEqual(['pdf']);
  });
});
