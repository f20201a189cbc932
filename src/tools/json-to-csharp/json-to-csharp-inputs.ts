import { csharpTypeKinds, JSON_INPUT_MAX_CHARS, jsonFrameworks, type JsonToCSharpOptions, nullableModes } from '@contract/json-to-csharp';
import * as z from 'zod/mini';
import { shapeOf } from '@/lib/stored-value';

// Shapes of what comes back from this device's storage: untrusted, so checked. Names are only
// bounded, not checked as identifiers: a half-typed name is kept as typed.
export const jsonShape = shapeOf(z.string().check(z.maxLength(JSON_INPUT_MAX_CHARS * 2)));
export const optionsShape = shapeOf<JsonToCSharpOptions>(
  z.object({
    className: z.string().check(z.maxLength(256)),
    namespace: z.string().check(z.maxLength(400)),
    framework: z.enum(jsonFrameworks),
    typeKind: z.enum(csharpTypeKinds),
    nullable: z.enum(nullableModes),
  }),
);
