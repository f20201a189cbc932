import type { Engine } from '@contract/engine';
import type { JsSourceType } from '@contract/js-minify';
import { atLineColumn, offsetAt, type SourcePosition } from '@contract/position';
import { type FormatOptions, minify, type MinifyOptions } from 'terser';
import type { JsOptions } from './js-options.logic';
import { jobFailureMessage } from '@/lib/job-failure';
import { measureSizes, savedPercent, utf8Bytes, type CodeJob, type TransformResult, type Verdict } from '@/lib/code-transform';

/** terser's syntax errors carry a 1-based line and a 0-based column. */
interface TerserSyntaxError {
  message: string;
  line: number;
  col: number;
}

function isTerserSyntaxError(error: unknown): error is TerserSyntaxError {
  return (
    error instanceof Error && typeof (error as Partial<TerserSyntaxError>).line === 'number' && typeof (error as Partial<TerserSyntaxError>).col === 'number'
  );
}

function syntaxPosition(text: string, error: TerserSyntaxError): SourcePosition {
  return { line: error.line, column: error.col + 1, offset: offsetAt(text, error.line, error.col + 1) };
}

/**
 * terser with compress and mangle on. A module's top-level names are private to it, so they are
 * mangled too; a script's are globals other scripts may use, so they are kept.
 */
function terserOptions({ sourceType, keepLicense }: JsOptions): MinifyOptions {
  return {
    module: sourceType === 'module',
    ecma: 2020,
    compress: true,
    mangle: true,
    // 'some' keeps /*! */, @license, @preserve and @cc_on comments.
    format: { comments: keepLicense ? 'some' : false },
  };
}

/** The Local engine: terser; a syntax error is refused with its position, which the pane marks and writes. */
export async function minifyJs(input: string, options: JsOptions): Promise<TransformResult> {
  let output: string;
  try {
    output = (await minify(input, terserOptions(options))).code ?? '';
  } catch (error) {
    if (!isTerserSyntaxError(error)) throw error;
    // The input pane marks the place and writes its line and column under the message.
    return { ok: false, message: jobFailureMessage('Could not minify this JavaScript', error.message), position: syntaxPosition(input, error) };
  }
  return { ok: true, output, verdict: await verifyJs(input, output, options, 'local'), sizes: await measureSizes(input, output) };
}

/** Parse and check only, print nothing: terser's `format.code: false`, which its type declarations leave out. */
const PARSE_ONLY_FORMAT = { code: false } as FormatOptions;

/** The syntax error in JavaScript text, or null when it parses (terser's own parser, nothing is printed). */
export async function jsSyntaxError(code: string, sourceType: JsSourceType): Promise<string | null> {
  try {
    await minify(code, { module: sourceType === 'module', compress: false, mangle: false, format: PARSE_ONLY_FORMAT });
    return null;
  } catch (error) {
    if (!isTerserSyntaxError(error)) throw error;
    return atLineColumn(syntaxPosition(code, error), error.message);
  }
}

/**
 * The verdict on a result from either engine: it must parse; from the Local engine it must also be
 * smaller than the input. Output that does not parse is an error, never a success.
 */
export async function verifyJs(input: string, output: string, { sourceType }: JsOptions, engine: Engine): Promise<Verdict> {
  if (output.trim() === '' && input.trim() !== '') return { level: 'error', text: 'The output is empty.' };
  const problem = await jsSyntaxError(output, sourceType);
  if (problem) return { level: 'error', text: `Not valid JavaScript: ${problem}.` };
  const kind = sourceType === 'module' ? 'module' : 'script';
  const saved = savedPercent(utf8Bytes(input), utf8Bytes(output));
  if (saved > 0) return { level: 'ok', text: `Valid JavaScript ${kind}, ${saved}% smaller` };
  if (engine === 'local') return { level: 'warning', text: `Valid JavaScript ${kind}, but not smaller than the input` };
  return { level: 'ok', text: `Valid JavaScript ${kind}` };
}

/** The worker's job: minify locally, or check an AI answer against the input. */
export async function runJsJob(job: CodeJob<JsOptions>): Promise<TransformResult> {
  if (job.kind === 'local') return minifyJs(job.input, job.options);
  return { ok: true, output: job.output, verdict: await verifyJs(job.input, job.output, job.options, 'ai'), sizes: await measureSizes(job.input, job.output) };
}
