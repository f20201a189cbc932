import type { TextGenerateRequest } from './text-generate';

/** The request body of every POST /api/ai/<task>, by task id: what the browser's client is typed against. */
export interface AiTaskRequests {
  'text-generate': TextGenerateRequest;
  'sql-beautify': import('./sql-beautify').SqlBeautifyRequest;
  'js-minify': import('./js-minify').JsMinifyRequest;
  'css-minify': import('./css-minify').CssMinifyRequest;
  'color-palette': import('./color-palette').ColorPaletteRequest;
  'logo-palette': import('./logo-palette').LogoPaletteRequest;
  'logo-mockup': import('./logo-mockup').LogoMockupRequest;
  'sql-to-class': import('./sql-to-class').SqlToClassRequest;
  'json-to-csharp': import('./json-to-csharp').JsonToCSharpRequest;
  'svg-icon': import('./svg-icon').SvgIconRequest;
  'pdf-to-json': import('./pdf-to-json').PdfToJsonRequest;
}

export type AiTaskId = keyof AiTaskRequests;
