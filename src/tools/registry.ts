import type { Tool } from './define-tool';
import jsonBeautifier from './json-beautifier';
import qrCodeGenerator from './qr-code-generator';
import textGenerator from './text-generator';

/** Every built tool, one line each. The landing page sorts them by title. */
export const tools: readonly Tool[] = [jsonBeautifier, qrCodeGenerator, textGenerator];
