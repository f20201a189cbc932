import * as z from 'zod/mini';
import { CLASS_NAME_MAX_CHARS, CLASS_NAME_NOT_IDENTIFIER, CLASS_NAME_TOO_LONG } from './class-name';
import { aiSourceField } from './code-transform';

export { CLASS_NAME_MAX_CHARS };

/** POST /api/ai/sql-to-class: model classes from CREATE TABLE statements, answered as code text. */
export const SQL_TO_CLASS_TASK = 'sql-to-class';
export const SQL_INPUT_MAX_CHARS = 100_000;

export const targetLanguages = ['csharp', 'java', 'python', 'typescript', 'php'] as const;
export type TargetLanguage = (typeof targetLanguages)[number];

/** The spec's Language labels, in its order. */
export const languageLabels: Readonly<Record<TargetLanguage, string>> = {
  csharp: 'C#',
  java: 'Java (JPA)',
  python: 'Python (SQLAlchemy)',
  typescript: 'TypeScript (TypeORM)',
  php: 'PHP (Doctrine)',
};

export const sqlDialectHints = ['auto', 'mysql', 'postgresql', 'transactsql', 'sqlite'] as const;

const conversionOptionsSchema = z.strictObject({
  language: z.enum(targetLanguages),
  /** Empty: inferred from the table name. */
  className: z
    .string()
    .check(z.trim(), z.maxLength(CLASS_NAME_MAX_CHARS, CLASS_NAME_TOO_LONG), z.regex(/^[\p{L}_][\p{L}\p{N}_]*$|^$/u, CLASS_NAME_NOT_IDENTIFIER)),
  generateConstructor: z.boolean(),
  addAnnotations: z.boolean(),
  useNullableTypes: z.boolean(),
});
export type ConversionOptions = z.infer<typeof conversionOptionsSchema>;

export const defaultConversionOptions: ConversionOptions = {
  language: 'csharp',
  className: '',
  generateConstructor: true,
  addAnnotations: true,
  useNullableTypes: true,
};

// Strict: unknown fields (a model id, a system prompt, a key) are refused, not ignored.
export const sqlToClassRequestSchema = z.strictObject({
  sql: aiSourceField('SQL', SQL_INPUT_MAX_CHARS),
  dialect: z.enum(sqlDialectHints),
  options: conversionOptionsSchema,
});
export type SqlToClassRequest = z.infer<typeof sqlToClassRequestSchema>;
