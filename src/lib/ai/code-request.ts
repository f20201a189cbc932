import type { AiTaskId, AiTaskRequests } from '@contract/ai-tasks';
import { aiTextAnswerSchema } from '@contract/code-transform';
import { requestAiJson } from './client';
import { type CodeAnswer, readCodeAnswer } from './code-answer';

/** A code tool's AI engine: one call to /api/ai/<task>, its answer read as code or as the model's "// Error" line. */
export async function requestCodeAnswer<Task extends AiTaskId>(task: Task, request: AiTaskRequests[Task], signal: AbortSignal): Promise<CodeAnswer> {
  return readCodeAnswer((await requestAiJson(task, request, aiTextAnswerSchema, { signal })).text);
}
