import { compileRegex, findMatches, transferablesOf, type MatchSet } from './regex-tester.logic';
import { substitute, type SubstitutionResult } from './substitution.logic';

/** What the screen hands to the worker. */
export interface RegexJob {
  pattern: string;
  flags: string;
  text: string;
  replacement: string;
}

export type RegexJobResult =
  | { ok: false; message: string }
  | { ok: true; matches: MatchSet; /** Time spent searching, without the substitution. */ matchMs: number; substitution: SubstitutionResult };

/** Compiles, searches and substitutes in one go; runs in the worker, where a runaway pattern can be stopped. */
export function runRegexJob(job: RegexJob): RegexJobResult {
  const compiled = compileRegex(job.pattern, job.flags);
  if (!compiled.ok) return compiled;
  const started = performance.now();
  const matches = findMatches(compiled.regex, job.text);
  const matchMs = performance.now() - started;
  return { ok: true, matches, matchMs, substitution: substitute(job.text, matches, job.replacement) };
}

export function transferablesOfResult(result: RegexJobResult): ArrayBuffer[] {
  return result.ok ? transferablesOf(result.matches) : [];
}
