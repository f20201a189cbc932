import { syntax } from 'csso';
import { CSS_MINIFY_TASK, type CssMinifyRequest } from '@contract/css-minify';
import { atLineColumn } from '@contract/position';
import { codeShape } from '../answer-shapes';
import { CODE_TASK, minifyPrompt } from '../code-prompt';
import type { AiPrompt } from '../provider';
import { defineTask } from '../task';

function cssMinifyPrompt(input: CssMinifyRequest): AiPrompt {
  return minifyPrompt({
    language: 'CSS',
    keeps: 'styles the page exactly the same way',
    rules: [
      'Remove whitespace, comments and semicolons that are not needed and shorten values (colours, zeros, units) only where the meaning stays identical.',
      'Keep every rule and every declaration, in the same order: do not merge, split, reorder or drop rules.',
    ],
    licenceComments: 'those starting with /*!',
    keepLicense: input.keepLicense,
    code: input.css,
  });
}

function cssProblem(code: string): string | null {
  let first: string | null = null;
  syntax.parse(code, {
    positions: true,
    onParseError: (error) => {
      const { message, line, column } = error as unknown as { message: string; line: number; column: number };
      first ??= `it is not valid CSS (${atLineColumn({ line, column }, message)})`;
    },
  });
  return first;
}

export const cssMinifyTask = defineTask({
  id: CSS_MINIFY_TASK,
  ...CODE_TASK,
  prompt: cssMinifyPrompt,
  answerShape: ({ css }) => codeShape(css, 1.2, cssProblem),
});
