import { syntax } from 'csso';
import { type FormatOptions, minify } from 'terser';
import type { AiTaskId, AiTaskRequests } from '@contract/ai-tasks';
import { AI_CODE_ERROR_MARKER, stripCodeFence } from '@contract/code-transform';
import type { SqlDialect } from '@contract/sql-beautify';
import { sqlTokens, tokenKey } from '@contract/sql-tokens';
import type { TextGenerateRequest } from '@contract/text-generate';
import { cleanSvgAnswer } from './svg-answer';

/** What a text answer must look like before it reaches the browser. */
export interface AnswerShape {
  /** The longest answer, in characters, that this request can need; a streamed answer is cut there. */
  maxChars: number;
  /** Why a complete answer is not the task's shape (a phrase: "it is not valid CSS (...)"), or null. */
  problem?: (answer: string) => Promise<string | null> | string | null;
  /** What the browser receives instead of the answer as written: active content removed (SVG). */
  clean?: (answer: string) => Promise<string>;
}

/** The longest "// Error ..." report a code tool shows: one short line, as the prompt asks. */
const REFUSAL_MAX_CHARS = 500;

/** Parse and check only, print nothing: terser's `format.code: false`, which its type declarations leave out. */
const PARSE_ONLY = { code: false } as FormatOptions;

/**
 * A code answer: the model's "// Error" line passes when it is short (the browser shows it as the
 * error); anything else must be code of the language, by `languageProblem`. One fence is allowed
 * around it, as the browser strips one.
 */
function codeShape(input: string, growth: number, languageProblem: (code: string) => Promise<string | null> | string | null): AnswerShape {
  return {
    maxChars: Math.ceil(input.length * growth) + 4000,
    problem: (answer) => {
      const code = stripCodeFence(answer);
      if (code.startsWith(AI_CODE_ERROR_MARKER))
        return code.length > REFUSAL_MAX_CHARS ? `its "${AI_CODE_ERROR_MARKER}" report is longer than one short line` : null;
      return languageProblem(code);
    },
  };
}

async function javaScriptProblem(code: string, module: boolean): Promise<string | null> {
  try {
    await minify(code, { module, compress: false, mangle: false, format: PARSE_ONLY });
    return null;
  } catch (error) {
    const { message, line, col } = error as { message?: string; line?: number; col?: number };
    return `it is not valid JavaScript (${message ?? 'syntax error'}${line === undefined ? '' : ` at line ${line}, column ${(col ?? 0) + 1}`})`;
  }
}

function cssProblem(code: string): string | null {
  let first: string | null = null;
  syntax.parse(code, {
    positions: true,
    onParseError: (error) => {
      const { message, line, column } = error as unknown as { message: string; line: number; column: number };
      first ??= `it is not valid CSS (${message} at line ${line}, column ${column})`;
    },
  });
  return first;
}

/**
 * Formatting changes whitespace and letter case only, so nearly every token of a formatted query is
 * already in the input. The browser names small differences as a warning; an answer mostly made of
 * tokens the input lacks (prose, another query) is not a formatting of it.
 */
function sqlProblem(input: string, answer: string, dialect: SqlDialect): string | null {
  const known = new Set(sqlTokens(input, dialect).map(tokenKey));
  const tokens = sqlTokens(answer, dialect);
  const added = tokens.filter((token) => !known.has(tokenKey(token))).length;
  return added > 5 + tokens.length / 10 ? `it is not the SQL that was sent (${added} of its ${tokens.length} tokens are not in the input)` : null;
}

/** Every target language of the class tools declares its models as classes or records. */
const declaresAType = (code: string) => (/\b(class|record|interface)\s+[\p{L}_]/u.test(code) ? null : 'it declares no class');

/** Room for the asked length: at most about 10 characters a word, half as much again for markup. */
function textMaxChars({ length: { unit, count }, format }: TextGenerateRequest): number {
  const words = unit === 'words' ? count : unit === 'sentences' ? count * 40 : count * 200;
  return Math.ceil(words * 10 * (format === 'plain' ? 1 : 1.5)) + 1000;
}

/**
 * Each task's answer shape, by id (tsc fails unless every task is here). JSON tasks are checked
 * against their schema by the provider call (a non-JSON or off-schema answer is a 502), and image
 * tasks must return an image part: those have no text shape, hence null.
 */
export const answerShapes: { readonly [Id in AiTaskId]: (input: AiTaskRequests[Id]) => AnswerShape | null } = {
  'text-generate': (input) => ({ maxChars: textMaxChars(input) }),
  'sql-beautify': ({ sql, dialect }) => codeShape(sql, 3, (code) => sqlProblem(sql, code, dialect)),
  'js-minify': ({ code, sourceType }) => codeShape(code, 1.2, (answer) => javaScriptProblem(answer, sourceType === 'module')),
  'css-minify': ({ css }) => codeShape(css, 1.2, cssProblem),
  'sql-to-class': ({ sql }) => codeShape(sql, 8, declaresAType),
  'json-to-csharp': ({ json }) => codeShape(json, 8, declaresAType),
  // Not SVG-wrapped answers pass, for the browser to give the spec's "did not return valid SVG" message;
  // and an SVG is sanitised here by the page's own rules before it leaves (svg-answer.ts).
  'svg-icon': () => ({ maxChars: 20_000, clean: cleanSvgAnswer }),
  'color-palette': () => null,
  'logo-palette': () => null,
  'logo-mockup': () => null,
  'pdf-to-json': () => null,
};

/** Why an answer does not fit its shape, or null. */
export async function shapeProblem(shape: AnswerShape, answer: string): Promise<string | null> {
  if (answer.length > shape.maxChars) return `it is longer than this request can need (${answer.length} characters, at most ${shape.maxChars})`;
  return (await shape.problem?.(answer)) ?? null;
}
