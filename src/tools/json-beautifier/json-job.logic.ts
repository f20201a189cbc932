import { formatJson, type FormatOptions, type FormatResult } from './json-beautifier.logic';
import type { RepairResult } from './repair.logic';

/** Work the screen hands to the worker (or runs inline for small input). */
export type JsonJob = { kind: 'format'; input: string; options: FormatOptions } | { kind: 'repair'; input: string };

export type JsonJobResult = { kind: 'format'; result: FormatResult } | { kind: 'repair'; result: RepairResult };

/** Repair (jsonrepair and a character diff) loads on its first use: formatting is what a tool's first paint needs. */
export async function runJsonJob(job: JsonJob): Promise<JsonJobResult> {
  if (job.kind === 'format') return { kind: 'format', result: formatJson(job.input, job.options) };
  const { repairJson } = await import('./repair.logic');
  return { kind: 'repair', result: repairJson(job.input) };
}
