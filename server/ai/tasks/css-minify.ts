import { AI_CODE_MAX_BODY_BYTES } from '@contract/code-transform';
import { CSS_MINIFY_TASK, type CssMinifyRequest } from '@contract/css-minify';
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

export const cssMinifyTask = defineTask({
  id: CSS_MINIFY_TASK,
  tier: 'fast',
  needs: ['text'],
  output: 'text',
  maxBodyBytes: AI_CODE_MAX_BODY_BYTES,
  prompt: cssMinifyPrompt,
});
