import type * as z from 'zod/mini';
import { colorPaletteRequestSchema } from './color-palette';
import { cssMinifyRequestSchema } from './css-minify';
import { jsMinifyRequestSchema } from './js-minify';
import { jsonToCSharpRequestSchema } from './json-to-csharp';
import { logoMockupRequestSchema } from './logo-mockup';
import { logoPaletteRequestSchema } from './logo-palette';
import { pdfToJsonRequestSchema } from './pdf-to-json';
import { sqlBeautifyRequestSchema } from './sql-beautify';
import { sqlToClassRequestSchema } from './sql-to-class';
import { svgIconRequestSchema } from './svg-icon';
import { textGenerateRequestSchema } from './text-generate';

/**
 * The one list of AI tasks: POST /api/ai/<id> and the schema of its body. The browser's client is
 * typed by it, and the server's task registry must hold exactly these ids, or tsc fails.
 */
const requestSchemas = {
  'text-generate': textGenerateRequestSchema,
  'sql-beautify': sqlBeautifyRequestSchema,
  'js-minify': jsMinifyRequestSchema,
  'css-minify': cssMinifyRequestSchema,
  'color-palette': colorPaletteRequestSchema,
  'logo-palette': logoPaletteRequestSchema,
  'logo-mockup': logoMockupRequestSchema,
  'sql-to-class': sqlToClassRequestSchema,
  'json-to-csharp': jsonToCSharpRequestSchema,
  'svg-icon': svgIconRequestSchema,
  'pdf-to-json': pdfToJsonRequestSchema,
};

export type AiTaskId = keyof typeof requestSchemas;

/** The request body of every POST /api/ai/<task>, by task id. */
export type AiTaskRequests = { [Id in AiTaskId]: z.infer<(typeof requestSchemas)[Id]> };

/** Typed per id rather than per schema, so that code generic in the id still knows what each schema parses to. */
export const aiTaskRequestSchemas: { readonly [Id in AiTaskId]: z.ZodMiniType<AiTaskRequests[Id]> } = requestSchemas;

export interface AiTaskLimits {
  /**
   * What one call takes from the client's budget of RATE_LIMIT_PER_MINUTE a minute: 1 for a short
   * text task on the fast model, more for the strong model, large inline files and the image model.
   */
  cost: number;
  /** The most the model may write (maxOutputTokens, sent to the provider); a task's prompt may ask for less. */
  maxOutputTokens: number;
}

/** Each task's cost and output cap, one line each; the README's task table shows them. */
export const aiTaskLimits: { readonly [Id in AiTaskId]: AiTaskLimits } = {
  'text-generate': { cost: 1, maxOutputTokens: 8_192 },
  'sql-beautify': { cost: 1, maxOutputTokens: 65_536 },
  'js-minify': { cost: 1, maxOutputTokens: 65_536 },
  'css-minify': { cost: 1, maxOutputTokens: 65_536 },
  'color-palette': { cost: 1, maxOutputTokens: 512 },
  'logo-palette': { cost: 2, maxOutputTokens: 512 },
  'logo-mockup': { cost: 5, maxOutputTokens: 8_192 },
  'sql-to-class': { cost: 3, maxOutputTokens: 32_768 },
  'json-to-csharp': { cost: 3, maxOutputTokens: 32_768 },
  'svg-icon': { cost: 1, maxOutputTokens: 4_096 },
  'pdf-to-json': { cost: 5, maxOutputTokens: 16_384 },
};
