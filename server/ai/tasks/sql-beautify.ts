import { type KeywordCase, SQL_BEAUTIFY_TASK, SQL_DIALECT_LABELS, type SqlBeautifyRequest, type SqlDialect, type SqlIndentation } from '@contract/sql-beautify';
import { sqlTokens, tokenKey } from '@contract/sql-tokens';
import { codeShape } from '../answer-shapes';
import { CODE_TASK, codePrompt } from '../code-prompt';
import type { AiPrompt } from '../provider';
import { defineTask } from '../task';

const KEYWORD_RULES: Record<KeywordCase, string> = {
  upper: 'Write SQL keywords, data types and built-in function names in UPPER CASE.',
  lower: 'Write SQL keywords, data types and built-in function names in lower case.',
  preserve: 'Keep the letter case of every keyword exactly as written.',
};

const INDENT_RULES: Record<SqlIndentation, string> = {
  '2': 'Indent with 2 spaces per level.',
  '4': 'Indent with 4 spaces per level.',
  tab: 'Indent with one tab character per level.',
};

function sqlBeautifyPrompt(input: SqlBeautifyRequest): AiPrompt {
  return codePrompt({
    role: 'You format SQL so that it is easy to read.',
    language: 'SQL',
    rules: [
      `The dialect is ${SQL_DIALECT_LABELS[input.dialect]}.`,
      'Put each main clause (SELECT, FROM, JOIN, WHERE, GROUP BY, ORDER BY, ...) on its own line and indent what belongs to it.',
      'Change only whitespace, line breaks and the letter case of keywords: never add, remove, reorder or rename anything, never fix mistakes, and keep comments, strings and identifiers exactly as written.',
      KEYWORD_RULES[input.keywordCase],
      INDENT_RULES[input.indentation],
    ],
    code: input.sql,
    growth: 1.6,
  });
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

export const sqlBeautifyTask = defineTask({
  id: SQL_BEAUTIFY_TASK,
  ...CODE_TASK,
  prompt: sqlBeautifyPrompt,
  answerShape: ({ sql, dialect }) => codeShape(sql, 3, (code) => sqlProblem(sql, code, dialect)),
});
