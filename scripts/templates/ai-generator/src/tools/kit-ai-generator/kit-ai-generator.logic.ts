import { INPUT_EMPTY } from '@contract/messages';

/** The Local engine: pure logic, run in the tool's worker (replace with the tool's job). */

/** What the output pane shows, or a message in the spec's words. */
export type KitAiGeneratorOutcome = { ok: true; text: string } | { ok: false; message: string };

export function kitAiGenerator(input: string): KitAiGeneratorOutcome {
  const text = input.trim();
  if (text === '') return { ok: false, message: INPUT_EMPTY };
  return { ok: true, text };
}
