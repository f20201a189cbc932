import { syntax } from 'csso';
import { AI_CODE_MAX_BODY_BYTES } from '@contract/code-transform';
import { CSS_MINIFY_TASK, type CssMinifyRequest } from '@contract/css-minify';
import { codeShape } from '../answer-shapes';
import { codePrompt } from '../code-prompt';
import type { AiPrompt } from '../provider';
import { defineTask } from '../task';

function cssMinifyPrompt(input: CssMinifyRequest): AiPrompt {
  return codePrompt({
    role: 'You minify CSS: make it as small as possible while it styles the page exactly the same way.',
    language: 'CSS',
    rules: [
      'Remove whitespace, comments and semicolons that are not needed and shorten values (colours, zeros, units) only where the meaning stays identical.',
      'Keep every rule and every declaration, in the same order: do not merge, split, reorder or drop rules.',
      input.keepLicense ? 'Keep licence comments (those starting with /*!) exactly as written.' : 'Remove all comments, licence comments included.',
    ],
    code: input.css,
    growth: 1,
  });
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

export const cssMinifyTask = defineTask({
  id: CSS_MINIFY_TASK,
  tier: 'fast',
  cost: 1,
  maxOutputTokens: 65_536,
  needs: ['text'],
  output: 'text',
  maxBodyBytes: AI_CODE_MAX_BODY_BYTES,
  prompt: cssMinifyPrompt,
  answerShape: ({ css }) => codeShape(css, 1.2, cssProblem),
});
