import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { BenchRow } from './suite';

export interface BenchReport {
  generatedAt: string;
  runs: number;
  chromium: string;
  node: string;
  suites: { name: string; rows: BenchRow[]; data: unknown }[];
}

const LABEL_WIDTH = 48;

const row = (label: string, value: string): string => `${label.padEnd(LABEL_WIDTH)} ${value}`;

export function renderTable(report: BenchReport): string {
  const lines = [`DevDeck benchmarks (median of ${report.runs}, headless Chromium ${report.chromium}, Node ${report.node})`, row('metric', 'value')];
  for (const suite of report.suites) lines.push(...suite.rows.map((entry) => row(entry.metric, entry.value)));
  return lines.join('\n');
}

export async function writeReport(path: string, report: BenchReport): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(report, null, 2)}\n`);
}
