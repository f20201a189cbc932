import type { JsonToCSharpOptions } from '@contract/json-to-csharp';
import { formatNumber } from '@contract/format-number';
import { failureMessage } from '@/lib/job-failure';

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

/**
 * The deepest nesting the Local engine converts. quicktype walks the document and its types
 * recursively, so deep input overflows the stack ("Maximum call stack size exceeded"). Measured with
 * quicktype-core 26: the worst shape found, arrays of unions (`[1,"x",[1,"x",...]]`), overflows at
 * about 140 levels in a Chromium 156 dedicated worker on Linux (nested objects at about 350) and at
 * about 350 in Node 20 (nested objects at about 790). Other browsers and platforms may give workers
 * less stack still, so the limit keeps a margin of two below the worst case measured; and past ~200
 * levels of same-named objects quicktype also takes seconds. Real documents nest a dozen levels or so.
 */
export const MAX_JSON_DEPTH = 64;

const tooDeepMessage = (depth: number) =>
  `This JSON is nested ${formatNumber(depth)} levels deep; JSON to C# makes classes from up to ${MAX_JSON_DEPTH} levels.`;

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
 * How deeply arrays and objects nest in valid JSON text (0 for a scalar), by one loop over the
 * characters with a counter: no recursion, so no document can overflow the stack while it is measured.
 * Brackets inside strings do not count; the text must already have parsed, so every string is closed.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index++; // a backslash: the next character is escaped, even a quote
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (code === 0x5d || code === 0x7d) depth--;
  }
  return deepest;
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
  // JSON.parse is native and iterative: it checks even 50,000 levels without overflowing.
  if (!isValidJson(json)) return { ok: false, message: INVALID_JSON };
  const depth = jsonDepth(json);
  if (depth > MAX_JSON_DEPTH) return { ok: false, message: tooDeepMessage(depth) };
  // Never throws: the worker answers only with what this returns, so a throw would leave the screen busy for ever.
  try {
    return await runQuicktype(json, options);
  } catch (error) {
    return { ok: false, message: failureMessage('Could not convert this JSON', error) };
  }
}

async function runQuicktype(json: string, options: JsonToCSharpOptions): Promise<JsonConvertOutcome> {
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
