import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { BeautifySample } from './beautifier';
import type { LandingSample } from './landing';

export const LANDING_GZIP_BUDGET_BYTES = 90 * 1024;

export interface BeautifyResult extends BeautifySample {
  label: string;
  inputBytes: number;
  samples: BeautifySample[];
}

export interface BenchReport {
  generatedAt: string;
  runs: number;
  chromium: string;
  node: string;
  landing: LandingSample & { gzipBudgetBytes: number; samples: LandingSample[] };
  beautify: BeautifyResult[];
}

const LABEL_WIDTH = 44;

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function ms(value: number): string {
  return `${Math.round(value)} ms`;
}

function row(label: string, value: string): string {
  return `${label.padEnd(LABEL_WIDTH)} ${value}`;
}

export function renderTable(report: BenchReport): string {
  const { landing } = report;
  const lines = [
    `DevDeck benchmarks (median of ${report.runs}, headless Chromium ${report.chromium}, Node ${report.node})`,
    row('metric', 'value'),
    row('landing JS (raw)', `${kb(landing.jsRawBytes)} (${landing.jsFiles} files)`),
    row('landing JS (gzip)', `${kb(landing.jsGzipBytes).padEnd(9)} budget ${kb(landing.gzipBudgetBytes).replace('.0 ', ' ')}`),
    row('landing first contentful paint', ms(landing.fcpMs)),
  ];
  for (const result of report.beautify) {
    lines.push(
      row(`beautify ${result.label}: app job`, ms(result.jobMs)),
      row(`beautify ${result.label}: end to end`, ms(result.endToEndMs)),
      row(`beautify ${result.label}: of which setInputFiles`, ms(result.handoverMs)),
      row(`beautify ${result.label}: floor (JSON.parse+stringify)`, ms(result.floorMs)),
    );
  }
  return lines.join('\n');
}

export async function writeReport(path: string, report: BenchReport): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(report, null, 2)}\n`);
}
