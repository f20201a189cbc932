import { type FormatOptions, minify } from 'terser';
import { JS_MINIFY_TASK } from '@contract/js-minify';
import { atLineColumn } from '@contract/position';
import { defineMinifyTask } from '../code-prompt';

/** Parse and check only, print nothing: terser's `format.code: false`, which its type declarations leave out. */
const PARSE_ONLY = { code: false } as FormatOptions;

async function javaScriptProblem(code: string, module: boolean): Promise<string | null> {
  try {
    await minify(code, { module, compress: false, mangle: false, format: PARSE_ONLY });
    return null;
  } catch (error) {
    const { message, line, col } = error as { message?: string; line?: number; col?: number };
    const what = message ?? 'syntax error';
    return `it is not valid JavaScript (${line === undefined ? what : atLineColumn({ line, column: (col ?? 0) + 1 }, what)})`;
  }
}

export const jsMinifyTask = defineMinifyTask({
  id: JS_MINIFY_TASK,
  code: ({ code }) => code,
  problem: (answer, { sourceType }) => javaScriptProblem(answer, sourceType === 'module'),
  language: 'JavaScript',
  keeps: 'does exactly the same thing',
  licenceComments: 'those starting with /*! or containing @license or @preserve',
  rules: ({ sourceType }) => [
    'Remove whitespace and comments that are not needed, shorten local names, and simplify expressions only where the behaviour stays identical.',
    sourceType === 'module'
      ? 'The code is an ES module: keep every import and export and their exported names.'
      : 'The code is a classic script: keep the names of top-level variables and functions, since other scripts may use them.',
    'Never rename properties, object keys or anything reachable from outside, and keep every string exactly.',
  ],
});
