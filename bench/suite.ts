import type { Browser } from '@playwright/test';

/** One line of the printed table. */
export interface BenchRow {
  metric: string;
  value: string;
}

export interface BenchContext {
  browser: Browser;
  baseUrl: string;
  /** How many runs each figure is the median of. */
  runs: number;
}

/** A group of measurements; each tool adds its own file and one line in bench/suites.ts. */
export interface BenchSuite {
  name: string;
  run: (context: BenchContext) => Promise<{ rows: BenchRow[]; data: unknown }>;
}

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number): string => `${Math.round(value)} ms`;
export const mbPerSecond = (bytes: number, milliseconds: number): string => `${(bytes / (1024 * 1024) / (milliseconds / 1000)).toFixed(1)} MB/s`;
