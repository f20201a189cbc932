import { atLineColumn, type SourcePosition } from '@contract/position';
import { minify, syntax } from 'csso';
import { jobFailureMessage } from '@/lib/job-failure';
import { measureSizes, type CodeJob, type TransformResult, type Verdict } from '@/lib/code-transform';
import type { CssOptions } from './css-options.logic';

/** What css-tree reports through onParseError (its types leave the position out). */
interface CssParseError extends SourcePosition {
  message: string;
}

export interface CssShape {
  /** Style rules and at-rules. */
  rules: number;
  declarations: number;
  /** The first syntax problem css-tree found, if any. */
  problem: { message: string; position: SourcePosition } | null;
}

/** Parses CSS with csso's parser (css-tree): counts rules and declarations and keeps the first syntax problem. */
export function cssShape(css: string): CssShape {
  let problem: CssShape['problem'] = null;
  const ast = syntax.parse(css, {
    positions: true,
    onParseError: (error) => {
      const { message, line, column, offset } = error as unknown as CssParseError;
      problem ??= { message, position: { line, column, offset } };
    },
  });
  let rules = 0;
  let declarations = 0;
  syntax.walk(ast, (node) => {
    if (node.type === 'Rule' || node.type === 'Atrule') rules += 1;
    else if (node.type === 'Declaration') declarations += 1;
  });
  return { rules, declarations, problem };
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * The verdict on a result from either engine: it must parse, and keep the number of rules and
 * declarations; a difference is reported with both counts.
 */
export function verifyCss(input: string, output: string, { restructure }: Pick<CssOptions, 'restructure'> = { restructure: false }): Verdict {
  const after = cssShape(output);
  if (after.problem) return { level: 'error', text: `Not valid CSS: ${atLineColumn(after.problem.position, after.problem.message)}.` };
  const before = cssShape(input);
  if (before.rules === after.rules && before.declarations === after.declarations) {
    return { level: 'ok', text: `Valid CSS, the same ${plural(after.rules, 'rule')} and ${plural(after.declarations, 'declaration')}` };
  }
  const changes = [
    before.rules !== after.rules ? `${before.rules} → ${plural(after.rules, 'rule')}` : null,
    before.declarations !== after.declarations ? `${before.declarations} → ${plural(after.declarations, 'declaration')}` : null,
  ].filter(Boolean);
  const why = restructure ? ' (Merge rules combines rules and drops duplicates)' : '';
  return { level: 'warning', text: `Valid CSS, but ${changes.join(' and ')}${why}` };
}

/** The Local engine: csso. Input with a syntax problem is refused with its line and column, since csso would silently drop the broken part. */
export async function minifyCss(input: string, options: CssOptions): Promise<TransformResult> {
  const { problem } = cssShape(input);
  if (problem) return { ok: false, message: jobFailureMessage('Could not minify this CSS', problem.message), position: problem.position };
  const output = minify(input, { restructure: options.restructure, comments: options.keepLicense ? 'exclamation' : false }).css;
  return { ok: true, output, verdict: verifyCss(input, output, options), sizes: await measureSizes(input, output) };
}

/** The worker's job: minify locally, or check an AI answer against the input. */
export async function runCssJob(job: CodeJob<CssOptions>): Promise<TransformResult> {
  if (job.kind === 'local') return minifyCss(job.input, job.options);
  return { ok: true, output: job.output, verdict: verifyCss(job.input, job.output), sizes: await measureSizes(job.input, job.output) };
}
