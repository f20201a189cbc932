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
 * typed by it, and the server's task registry must hold exactly these ids, or tsc fails. Everything
 * else about a task (prompt, model tier, cost, output cap, answer shape) is the server's, in its module.
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
