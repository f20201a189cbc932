import { INPUT_EMPTY } from '@contract/messages';

/** Pure logic for List Tools: no React, so it is fast to test and could run in a worker. */

/** What the screen shows: the output, or a message in the spec's words. */
export type ListToolsOutcome = { ok: true; text: string } | { ok: false; message: string };

export function listTools(input: string): ListToolsOutcome {
  const text = input.trim();
  if (text === '') return { ok: false, message: INPUT_EMPTY };
  return { ok: true, text };
}
