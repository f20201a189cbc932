import { CLASS_NAME_MAX_CHARS, type ConversionOptions, SQL_INPUT_MAX_CHARS, targetLanguages } from '@contract/sql-to-class';
import * as z from 'zod/mini';
import { shapeOf } from '@/lib/stored-value';
import { sqlDialects } from './sql-schema.logic';

// Shapes of what comes back from this device's storage: untrusted, so checked. The class name is
// only bounded, not checked as an identifier: a half-typed name is kept as typed.
export const sqlShape = shapeOf(z.string().check(z.maxLength(SQL_INPUT_MAX_CHARS * 2)));
export const dialectShape = shapeOf(z.enum(sqlDialects));
export const optionsShape = shapeOf<ConversionOptions>(
  z.object({
    language: z.enum(targetLanguages),
    className: z.string().check(z.maxLength(CLASS_NAME_MAX_CHARS * 2)),
    generateConstructor: z.boolean(),
    addAnnotations: z.boolean(),
    useNullableTypes: z.boolean(),
  }),
);
