import { formatJson, type FormatOptions, type FormatResult } from './json-beautifier.logic';
import { repairJson, type RepairResult } from './repair.logic';

/** Work the screen hands to the worker (or runs inline for small input). */
export type JsonJob = { kind: 'format'; input: string; options: FormatOptions } | { kind: 'repair'; input: string };

export type JsonJobResult = { kind: 'format'; result: FormatResult } | { kind: 'repair'; result: RepairResult };

export function runJsonJob(job: JsonJob): JsonJobResult {
  return job.kind === 'format' ? { kind: 'format', result: formatJson(job.input, job.options) } : { kind: 'repair', result: repairJson(job.input) };
}
