import type { TextGenerateRequest } from './text-generate';

/** The request body of every POST /api/ai/<task>, by task id: what the browser's client is typed against. */
export interface AiTaskRequests {
  'text-generate': TextGenerateRequest;
}

export type AiTaskId = keyof AiTaskRequests;
