import { INPUT_EMPTY } from '@contract/messages';

/** Pure logic for Case Converter: no React, so it is fast to test and could run in a worker. */

/** What the screen shows: the output, or a message in the spec's words. */
export type CaseConverterOutcome = { ok: true; text: string } | { ok: false; message: string };

export function caseConverter(input: string): CaseConverterOutcome {
  const text = input.trim();
  if (text === '') return { ok: false, message: INPUT_EMPTY };
  return { ok: true, text };
}
