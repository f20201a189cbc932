import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { BenchRow } from './suite';

export interface BenchReport {
  generatedAt: string;
  runs: number;
  chromium: string;
  node: string;
  suites: SuiteReport[];
}

export interface SuiteReport {
  name: string;
  /** When this suite ran: a report can hold suites from earlier runs (see writeReport). */
  measuredAt: string;
  rows: BenchRow[];
  data: unknown;
}

const LABEL_WIDTH = 48;

const row = (label: string, value: string): string => `${label.padEnd(LABEL_WIDTH)} ${value}`;

export function renderTable(report: BenchReport): string {
  const lines = [`DevDeck benchmarks (median of ${report.runs}, headless Chromium ${report.chromium}, Node ${report.node})`, row('metric', 'value')];
  for (const suite of report.suites) lines.push(...suite.rows.map((entry) => row(entry.metric, entry.value)));
  return lines.join('\n');
}

/**
 * Writes the report, keeping the earlier results of suites that did not run this time,
 * so `npm run bench minifiers` does not erase the figures of every other suite.
 */
export async function writeReport(path: string, report: BenchReport): Promise<void> {
  const ran = new Set(report.suites.map((suite) => suite.name));
  const kept = (await earlierSuites(path)).filter((suite) => !ran.has(suite.name));
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify({ ...report, suites: [...kept, ...report.suites] }, null, 2)}\n`);
}

async function earlierSuites(path: string): Promise<SuiteReport[]> {
  try {
    const earlier: unknown = JSON.parse(await readFile(path, 'utf8'));
    const suites = typeof earlier === 'object' && earlier !== null && 'suites' in earlier ? earlier.suites : [];
    return Array.isArray(suites) ? suites.filter(isSuiteReport) : [];
  } catch {
    // No earlier report, or one from before measuredAt existed: start afresh.
    return [];
  }
}

function isSuiteReport(value: unknown): value is SuiteReport {
  return (
    typeof value === 'object' &&
    value !== null &&
    'name' in value &&
    typeof value.name === 'string' &&
    'measuredAt' in value &&
    'rows' in value &&
    Array.isArray(value.rows)
  );
}
