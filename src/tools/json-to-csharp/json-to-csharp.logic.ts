import type { JsonToCSharpOptions } from '@contract/json-to-csharp';

export const INVALID_JSON = 'Invalid JSON input. Please check the format.';
export const DEFAULT_JSON = `{
  "id": 42,
  "name": "Ada Lovelace",
  "email": null,
  "createdAt": "2024-05-01T10:30:00Z",
  "tags": ["math", "engines"],
  "address": { "street": "12 St James's Square", "city": "London" },
  "orders": [{ "sku": "AE-1", "quantity": 2, "price": 19.99 }]
}`;

export const NO_OBJECT = 'The JSON has no object to make a class from: give an object or an array of objects.';

export type JsonConvertOutcome = { ok: true; code: string } | { ok: false; message: string };

/** The spec's check: the JSON must parse. */
export function isValidJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * quicktype has no records option, so records are made from its class output: each
 * `partial class` becomes a `partial record` and each setter an `init` accessor (C# 9).
 */
export function toRecords(code: string): string {
  return code.replace(/\bpublic partial class\b/g, 'public partial record').replace(/\{ get; set; \}/g, '{ get; init; }');
}

/**
 * The Local engine: quicktype-core (loaded with this tool only) infers the types from the sample;
 * nested objects and arrays of objects become their own classes. Attributes only, so no
 * serializer helpers: string-encoded numbers, booleans and enums are not inferred, since
 * those would need quicktype's converter classes.
 */
export async function convertJson(json: string, options: JsonToCSharpOptions): Promise<JsonConvertOutcome> {
  if (!isValidJson(json)) return { ok: false, message: INVALID_JSON };
  const { InputData, jsonInputForTargetLanguage, quicktype } = await import('quicktype-core');
  const input = jsonInputForTargetLanguage('csharp');
  await input.addSource({ name: options.className, samples: [json] });
  const inputData = new InputData();
  inputData.addInput(input);
  const result = await quicktype({
    inputData,
    lang: 'csharp',
    inferEnums: false,
    inferIntegerStrings: false,
    inferBooleanStrings: false,
    allPropertiesOptional: options.nullable === 'all',
    rendererOptions: {
      namespace: options.namespace || 'App.Models',
      framework: options.framework === 'newtonsoft' ? 'NewtonSoft' : 'SystemTextJson',
      features: 'attributes-only',
      'array-type': 'list',
      density: 'normal',
    },
  });
  const code = `${result.lines.join('\n').trim()}\n`;
  if (!/\bpartial class\b/.test(code)) return { ok: false, message: NO_OBJECT };
  return { ok: true, code: options.typeKind === 'record' ? toRecords(code) : code };
}
