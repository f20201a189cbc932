import { jsSourceTypes, type JsSourceType } from '@contract/js-minify';
import * as z from 'zod/mini';
import { shapeOf } from '@/lib/stored-value';

/** Options of both engines. Apart from the engine code, so the screen's chunk does not pull terser in. */
export interface JsOptions {
  sourceType: JsSourceType;
  /** Keep /*! ... *\/, @license and @preserve comments. */
  keepLicense: boolean;
}

export const defaultJsOptions: JsOptions = { sourceType: 'module', keepLicense: true };

/** Options remembered on this device are untrusted when read back. */
export const jsOptionsShape = shapeOf<JsOptions>(z.object({ sourceType: z.enum(jsSourceTypes), keepLicense: z.boolean() }));
