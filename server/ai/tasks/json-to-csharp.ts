import { codeBodyBytes } from '@contract/code-transform';
import { JSON_INPUT_MAX_CHARS, JSON_TO_CSHARP_TASK, type JsonToCSharpRequest } from '@contract/json-to-csharp';
import { CLASS_TASK, classShape, codePrompt } from '../code-prompt';
import type { AiPrompt } from '../provider';
import { defineTask } from '../task';
import { userField } from '../user-data';

/** The prompt is built here from the validated options; the visitor's JSON goes in a block as data. */
function jsonToCSharpPrompt({ json, options }: JsonToCSharpRequest): AiPrompt {
  return codePrompt({
    role: 'You generate C# classes from a JSON document.',
    language: 'JSON',
    rules: [
      'Name the root class with the name in the CLASS NAME block and put every type in the namespace in the NAMESPACE block.',
      options.framework === 'newtonsoft' ? 'Use Newtonsoft.Json [JsonProperty] attributes.' : 'Use System.Text.Json [JsonPropertyName] attributes.',
      options.typeKind === 'record' ? 'Write C# 9 records with init-only properties.' : 'Write classes with get/set properties.',
      options.nullable === 'all'
        ? 'Make every property nullable.'
        : 'Make a property nullable only where the JSON has null or the key is missing in some objects.',
      'Nested objects and arrays of objects become their own classes.',
      'The code must compile.',
    ],
    fields: [userField('CLASS NAME', options.className), userField('NAMESPACE', options.namespace || 'App.Models')],
    code: json,
    growth: 4,
  });
}

export const jsonToCSharpTask = defineTask({
  id: JSON_TO_CSHARP_TASK,
  ...CLASS_TASK,
  maxBodyBytes: codeBodyBytes(JSON_INPUT_MAX_CHARS),
  prompt: jsonToCSharpPrompt,
  answerShape: ({ json }) => classShape(json),
});
