import * as z from 'zod/mini';
import { shapeOf } from '@/lib/stored-value';

/** Options of the CSS engines. Apart from the engine code, so the screen's chunk does not pull csso in. */
export interface CssOptions {
  /** Keep /*! ... *\/ comments. */
  keepLicense: boolean;
  /** csso's restructuring: merges and moves rules for smaller output, so rule counts change (Local engine only). */
  restructure: boolean;
}

export const defaultCssOptions: CssOptions = { keepLicense: true, restructure: false };

/** Options remembered on this device are untrusted when read back. */
export const cssOptionsShape = shapeOf<CssOptions>(z.object({ keepLicense: z.boolean(), restructure: z.boolean() }));
