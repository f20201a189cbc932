import type { JsSourceType } from '@contract/js-minify';

/** Options of both engines. Apart from the engine code, so the screen's chunk does not pull terser in. */
export interface JsOptions {
  sourceType: JsSourceType;
  /** Keep /*! ... *\/, @license and @preserve comments. */
  keepLicense: boolean;
}

export const defaultJsOptions: JsOptions = { sourceType: 'module', keepLicense: true };
