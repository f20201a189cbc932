import { syntax } from 'csso';
import { CSS_MINIFY_TASK } from '@contract/css-minify';
import { atLineColumn } from '@contract/position';
import { defineMinifyTask } from '../code-prompt';

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

export const cssMinifyTask = defineMinifyTask({
  id: CSS_MINIFY_TASK,
  code: ({ css }) => css,
  problem: cssProblem,
  language: 'CSS',
  keeps: 'styles the page exactly the same way',
  licenceComments: 'those starting with /*!',
  rules: () => [
    'Remove whitespace, comments and semicolons that are not needed and shorten values (colours, zeros, units) only where the meaning stays identical.',
    'Keep every rule and every declaration, in the same order: do not merge, split, reorder or drop rules.',
  ],
});
