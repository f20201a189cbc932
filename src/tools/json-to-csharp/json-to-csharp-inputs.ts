import { csharpTypeKinds, JSON_INPUT_MAX_CHARS, jsonFrameworks, type JsonToCSharpOptions, nullableModes } from '@contract/json-to-csharp';
import { z } from 'zod';
import { shapeOf } from '@/lib/stored-value';

// Shapes of what comes back from this device's storage: untrusted, so checked. Names are only
// bounded, not checked as identifiers: a half-typed name is kept as typed.
export const jsonShape = shapeOf(z.string().max(JSON_INPUT_MAX_CHARS * 2));
export const optionsShape = shapeOf<JsonToCSharpOptions>(
  z.object({
    className: z.string().max(256),
    namespace: z.string().max(400),
    framework: z.enum(jsonFrameworks),
    typeKind: z.enum(csharpTypeKinds),
    nullable: z.enum(nullableModes),
  }),
);
