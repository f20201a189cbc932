import * as z from 'zod/mini';
import { CLASS_NAME_MAX_CHARS, CLASS_NAME_NOT_IDENTIFIER, CLASS_NAME_TOO_LONG } from './class-name';
import { aiSourceField } from './code-transform';

/** POST /api/ai/json-to-csharp: C# classes for a JSON document, answered as code text. */
export const JSON_TO_CSHARP_TASK = 'json-to-csharp';
export const JSON_INPUT_MAX_CHARS = 100_000;

export const jsonFrameworks = ['system-text-json', 'newtonsoft'] as const;
export const csharpTypeKinds = ['class', 'record'] as const;
export const nullableModes = ['as-seen', 'all'] as const;

const jsonToCSharpOptionsSchema = z.strictObject({
  className: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Class Name is empty.'),
      z.maxLength(CLASS_NAME_MAX_CHARS, CLASS_NAME_TOO_LONG),
      z.regex(/^[\p{L}_][\p{L}\p{N}_]*$/u, CLASS_NAME_NOT_IDENTIFIER),
    ),
  namespace: z
    .string()
    .check(
      z.trim(),
      z.maxLength(200, 'Namespace is too long: at most 200 characters.'),
      z.regex(/^$|^[\p{L}_][\p{L}\p{N}_]*(\.[\p{L}_][\p{L}\p{N}_]*)*$/u, 'Namespace must be names separated by dots.'),
    ),
  framework: z.enum(jsonFrameworks),
  typeKind: z.enum(csharpTypeKinds),
  /** 'as-seen': nullable where the sample has null or a missing key; 'all': every property nullable. */
  nullable: z.enum(nullableModes),
});
export type JsonToCSharpOptions = z.infer<typeof jsonToCSharpOptionsSchema>;

export const defaultJsonToCSharpOptions: JsonToCSharpOptions = {
  className: 'RootObject',
  namespace: 'App.Models',
  framework: 'system-text-json',
  typeKind: 'class',
  nullable: 'as-seen',
};

export const jsonToCSharpRequestSchema = z.strictObject({
  json: aiSourceField('JSON', JSON_INPUT_MAX_CHARS),
  options: jsonToCSharpOptionsSchema,
});
export type JsonToCSharpRequest = z.infer<typeof jsonToCSharpRequestSchema>;
