import { AI_CODE_ERROR_MARKER } from '@contract/code-transform';

/**
 * Prompts ask for code only, yet models sometimes wrap it in a markdown fence anyway: strip one
 * fence around the whole answer (with or without a language tag), and nothing inside the code.
 */
const WHOLE_FENCE = /^```[^\n`]*\n([\s\S]*?)\n?```$/;

export function stripCodeFence(answer: string): string {
  const trimmed = answer.trim();
  return WHOLE_FENCE.exec(trimmed)?.[1] ?? trimmed;
}

/** The code tools' convention: an answer starting with AI_CODE_ERROR_MARKER ("// Error") is the model refusing the input. */
export type CodeAnswer = { kind: 'code'; code: string } | { kind: 'error'; message: string };

export function readCodeAnswer(answer: string): CodeAnswer {
  const code = stripCodeFence(answer);
  return code.startsWith(AI_CODE_ERROR_MARKER) ? { kind: 'error', message: code } : { kind: 'code', code };
}
