import * as z from 'zod/mini';
import { indentations } from '@/lib/indentation';
import { shapeOf } from '@/lib/stored-value';
import type { FormatOptions } from './json-beautifier.logic';

/**
 * The options as they come back from this device's storage or a shared link. Apart from the format
 * code, so the worker does not bundle zod. Indentations kept before 0 to 10 spaces existed ('2', '4',
 * 'tab') are among today's and read as they were.
 */
export const formatOptionsShape = shapeOf<FormatOptions>(z.object({ indentation: z.enum(indentations), sortKeys: z.boolean(), minify: z.boolean() }));
