import type { z } from 'zod';
import type { AiPrompt, Capability, Tier } from './provider';

/** How a task answers: streamed text, one text, JSON checked against a schema, or an image. */
type TaskOutput =
  | { output: 'stream' }
  | { output: 'text' }
  | {
      output: 'json';
      schema: z.ZodType;
      /**
       * Reads an answer that is not JSON: the model's own failure report to show the visitor (422,
       * code model_error), or null for the usual "could not be read" (502). It must return plain,
       * bounded text: whatever it returns reaches the browser.
       */
      notJson?: (answer: string) => string | null;
    }
  | { output: 'image' };

interface TaskSpec<Input> {
  /** Route and health id: POST /api/ai/<id>. */
  id: string;
  tier: Tier;
  needs: readonly Capability[];
  /** The request body; unknown fields must be refused (.strict()), so no client sends a model, prompt or key. */
  input: z.ZodType<Input>;
  /** Largest request body in bytes; bigger ones get 413 before they are read. */
  maxBodyBytes: number;
  /** The server-owned prompt for a validated input. */
  prompt: (input: Input) => AiPrompt;
}

export type AiTaskSpec<Input> = TaskSpec<Input> & TaskOutput;

/** A task with its input type erased, so tasks of different inputs share one list. */
export type AiTask = TaskSpec<unknown> & TaskOutput;

/** One module per task calls this; the route validates with `input` before `prompt` sees the body. */
export function defineTask<Input>(spec: AiTaskSpec<Input>): AiTask {
  // Safe: the only caller of prompt() is the route, after `input` has parsed the body.
  return { ...spec, prompt: (input: unknown) => spec.prompt(input as Input) } as AiTask;
}
