import { AI_CODE_MAX_BODY_BYTES } from '@contract/code-transform';
import { JS_MINIFY_TASK, type JsMinifyRequest } from '@contract/js-minify';
import { codePrompt } from '../code-prompt';
import type { AiPrompt } from '../provider';
import { defineTask } from '../task';

function jsMinifyPrompt(input: JsMinifyRequest): AiPrompt {
  return codePrompt({
    role: 'You minify JavaScript: make it as small as possible while it does exactly the same thing.',
    language: 'JavaScript',
    rules: [
      'Remove whitespace and comments that are not needed, shorten local names, and simplify expressions only where the behaviour stays identical.',
      input.sourceType === 'module'
        ? 'The code is an ES module: keep every import and export and their exported names.'
        : 'The code is a classic script: keep the names of top-level variables and functions, since other scripts may use them.',
      'Never rename properties, object keys or anything reachable from outside, and keep every string exactly.',
      input.keepLicense
        ? 'Keep licence comments (those starting with /*! or containing @license or @preserve) exactly as written.'
        : 'Remove all comments, licence comments included.',
    ],
    code: input.code,
    growth: 1,
  });
}

export const jsMinifyTask = defineTask({
  id: JS_MINIFY_TASK,
  tier: 'fast',
  needs: ['text'],
  output: 'text',
  maxBodyBytes: AI_CODE_MAX_BODY_BYTES,
  prompt: jsMinifyPrompt,
});
