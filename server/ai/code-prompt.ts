import type { AiTaskRequests } from '@contract/ai-tasks';
import { AI_CODE_ERROR_MARKER, AI_CODE_MAX_BODY_BYTES } from '@contract/code-transform';
import { codeShape, declaresAType } from './answer-shapes';
import type { AiPrompt } from './provider';
import { defineTask, type TaskSpec } from './task';
import { USER_DATA_RULE, type UserField, userField, userMessage } from './user-data';

interface CodePromptParts {
  /** What the model is, e.g. "You format SQL queries." */
  role: string;
  /** The language named in the error rule, e.g. "SQL". */
  language: string;
  /** The task's own rules, one sentence each: server text only, never a visitor's value. */
  rules: readonly string[];
  /** Other visitor-supplied values the rules refer to by block name (a class name, a namespace). */
  fields?: readonly UserField[];
  code: string;
  /** How much longer than the input the answer may be, e.g. 1.6 for formatting, 1 for minifying. */
  growth: number;
}

/** The fast model's output ceiling; a bigger answer could not be produced anyway. */
const MAX_OUTPUT_TOKENS = 65_536;

/**
 * The prompt shared by the code tools (sql-beautify, js-minify, css-minify, sql-to-class,
 * json-to-csharp): code only, no markdown, "// Error ..." for input that is not code of the
 * language, and the visitor's code (and any other value of theirs) in blocks as data.
 */
export function codePrompt({ role, language, rules, fields = [], code, growth }: CodePromptParts): AiPrompt {
  const system = [
    role,
    ...rules,
    USER_DATA_RULE,
    'The code to work on is in the CODE block.',
    'Answer with the resulting code only: no Markdown, no code fences, no explanations before or after it.',
    `If the input is not ${language}, answer with one line that starts with "${AI_CODE_ERROR_MARKER}" followed by a short reason.`,
  ].join('\n');
  // About 3 characters a token, with room for a short answer on tiny input.
  const maxOutputTokens = Math.min(MAX_OUTPUT_TOKENS, Math.ceil((code.length * growth) / 3) + 1024);
  return { system, text: userMessage([...fields, userField('CODE', code)]), maxOutputTokens };
}

/**
 * What the code tasks that answer with the same code made smaller or tidier (SQL Beautifier, JS and CSS
 * Minifier) share: the fast model, one unit of budget, a code-sized body and a code-sized answer as text.
 */
export const CODE_TASK = {
  tier: 'fast',
  cost: 1,
  maxOutputTokens: MAX_OUTPUT_TOKENS,
  needs: ['text'],
  output: 'text',
  maxBodyBytes: AI_CODE_MAX_BODY_BYTES,
} as const satisfies Partial<TaskSpec<'sql-beautify'>> & { output: 'text' };

/**
 * What the tasks that write classes from a schema (SQL to Class, JSON to C#) share: the strong model,
 * three units of budget and a larger answer as text.
 */
export const CLASS_TASK = {
  tier: 'strong',
  cost: 3,
  maxOutputTokens: 32_768,
  needs: ['text'],
  output: 'text',
} as const satisfies Partial<TaskSpec<'sql-to-class'>> & { output: 'text' };

/** The answer check of a class task: code-sized (at most 8 times the input) and declaring a type. */
export const classShape = (input: string) => codeShape(input, 8, declaresAType);

type MinifyTaskId = 'css-minify' | 'js-minify';

interface MinifyTaskParts<Id extends MinifyTaskId> {
  id: Id;
  /** The code field of the request. */
  code: (input: AiTaskRequests[Id]) => string;
  /** Why an answer is not valid code of the language, or null. */
  problem: (answer: string, input: AiTaskRequests[Id]) => Promise<string | null> | string | null;
  language: string;
  /** What the smaller code must still do, e.g. "does exactly the same thing". */
  keeps: string;
  /** Which comments are licence comments, e.g. "those starting with /*!". */
  licenceComments: string;
  /** The language's own rules, before the licence rule. */
  rules: (input: AiTaskRequests[Id]) => readonly string[];
}

/**
 * A minify task (JS and CSS Minifier): the code task settings, a prompt asking for the smallest code with
 * the same effect and the licence comments kept or dropped, and an answer at most 1.2 times the input.
 */
export function defineMinifyTask<Id extends MinifyTaskId>({ id, code, problem, language, keeps, licenceComments, rules }: MinifyTaskParts<Id>) {
  const prompt = (input: AiTaskRequests[Id]) =>
    codePrompt({
      role: `You minify ${language}: make it as small as possible while it ${keeps}.`,
      language,
      rules: [
        ...rules(input),
        input.keepLicense ? `Keep licence comments (${licenceComments}) exactly as written.` : 'Remove all comments, licence comments included.',
      ],
      code: code(input),
      growth: 1,
    });
  const answerShape = (input: AiTaskRequests[Id]) => codeShape(code(input), 1.2, (answer) => problem(answer, input));
  return defineTask<Id>({ id, ...CODE_TASK, prompt, answerShape });
}
