import type { Tool } from './define-tool';
import jsonBeautifier from './json-beautifier';

/** Every built tool, one line each. The landing page sorts them by title. */
export const tools: readonly Tool[] = [jsonBeautifier];
