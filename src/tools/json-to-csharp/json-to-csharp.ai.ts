import { aiTextAnswerSchema } from '@contract/code-transform';
import { JSON_TO_CSHARP_TASK, type JsonToCSharpOptions } from '@contract/json-to-csharp';
import { requestAiJson } from '@/lib/ai/client';
import { readCodeAnswer } from '@/lib/ai/code-answer';
import type { JsonConvertOutcome } from './json-to-csharp.logic';

/** The body of POST /api/ai/json-to-csharp: the JSON and the options; the server writes the prompt. */
export interface JsonToCSharpJob {
  json: string;
  options: JsonToCSharpOptions;
}

/** The model's answer as the screen shows it: code, or its "// Error" line as the error. */
function readJsonToCSharpAnswer(text: string): JsonConvertOutcome {
  const answer = readCodeAnswer(text);
  return answer.kind === 'error' ? { ok: false, message: answer.message } : { ok: true, code: `${answer.code}\n` };
}

/** The AI engine: one call to /api/ai/json-to-csharp. */
export async function convertJsonWithAi(job: JsonToCSharpJob, signal: AbortSignal): Promise<JsonConvertOutcome> {
  return readJsonToCSharpAnswer((await requestAiJson(JSON_TO_CSHARP_TASK, job, aiTextAnswerSchema, { signal })).text);
}
