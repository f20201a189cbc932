import type { z } from 'zod';
import { type AiTaskId, type AiTaskRequests, aiTaskRequestSchemas } from '@contract/ai-tasks';
import type { AnswerShape } from './answer-shapes';
import type { AiPrompt, Capability, Tier } from './provider';

/** How a task answers: streamed text, one text, JSON checked against a schema, or an image. */
export type TaskOutput =
  | { output: 'stream' }
  | { output: 'text' }
  | {
      output: 'json';
      schema: z.core.$ZodType;
      /**
       * Reads an answer that is not JSON: the model's own failure report to show the visitor (422,
       * code model_error), or null for the usual "could not be read" (502). It must return plain,
       * bounded text: whatever it returns reaches the browser.
       */
      notJson?: (answer: string) => string | null;
    }
  | { output: 'image' };

/**
 * A text or streamed answer is held to the shape this request allows (answer-shapes.ts) before it reaches the
 * browser. A JSON answer is checked against its schema by the provider call (a non-JSON or off-schema answer is
 * a 502), and an image task must return an image part: those have no text shape.
 */
type TaskAnswer<Id extends AiTaskId> =
  | (Extract<TaskOutput, { output: 'stream' | 'text' }> & { answerShape: (input: AiTaskRequests[Id]) => AnswerShape })
  | Extract<TaskOutput, { output: 'json' | 'image' }>;

export interface TaskSpec<Id extends AiTaskId> {
  /** Route and health id, POST /api/ai/<id>: one of the contract's tasks (contract/ai-tasks.ts). */
  id: Id;
  tier: Tier;
  needs: readonly Capability[];
  /** Largest request body in bytes; bigger ones get 413 before they are read. */
  maxBodyBytes: number;
  /**
   * What one call takes from the client's budget of RATE_LIMIT_PER_MINUTE a minute: 1 for a short
   * text task on the fast model, more for the strong model, large inline files and the image model.
   * The README's task table states it (a test holds the two together).
   */
  cost: number;
  /** The most the model may write (maxOutputTokens, sent to the provider); the prompt may ask for less. */
  maxOutputTokens: number;
  /** The server-owned prompt for a body that the contract's schema for this id has validated. */
  prompt: (input: AiTaskRequests[Id]) => AiPrompt;
}

type AiTaskSpec<Id extends AiTaskId> = TaskSpec<Id> & TaskAnswer<Id>;

/**
 * A defined task: its spec, the contract's schema for its body, which refuses unknown fields, so no
 * client sends a model, prompt or key, and the shape a text answer to a body must have (null for JSON and
 * images). Without an id it is any one of the tasks, and code generic in the id (the route) still sees
 * each task's own body type.
 */
export type AiTask<Id extends AiTaskId = AiTaskId> = {
  [K in Id]: AiTaskSpec<K> & { input: z.core.$ZodType<AiTaskRequests[K]>; shape: (input: AiTaskRequests[K]) => AnswerShape | null };
}[Id];

/** Every task by id: the server's registry must be exactly this, one task per id of the contract. */
export type AiTaskRegistry = { readonly [Id in AiTaskId]: AiTask<Id> };

/**
 * One module per task calls this; the route validates with the contract's schema before `prompt` sees
 * the body. The prompt's own maxOutputTokens (what this request needs) never exceeds the task's cap.
 */
export function defineTask<Id extends AiTaskId>(spec: AiTaskSpec<Id>): AiTask<Id> {
  const cap = spec.maxOutputTokens;
  const prompt = (input: AiTaskRequests[Id]): AiPrompt => {
    const built = spec.prompt(input);
    return { ...built, maxOutputTokens: Math.min(built.maxOutputTokens ?? cap, cap) };
  };
  const shape = (input: AiTaskRequests[Id]) => ('answerShape' in spec ? spec.answerShape(input) : null);
  return { ...spec, prompt, shape, input: aiTaskRequestSchemas[spec.id] };
}
