import { AI_CODE_ERROR_MARKER, stripCodeFence } from '@contract/code-transform';

/** The code tools' convention: an answer starting with AI_CODE_ERROR_MARKER ("// Error") is the model refusing the input. */
export type CodeAnswer = { kind: 'code'; code: string } | { kind: 'error'; message: string };

export function readCodeAnswer(answer: string): CodeAnswer {
  const code = stripCodeFence(answer);
  return code.startsWith(AI_CODE_ERROR_MARKER) ? { kind: 'error', message: code } : { kind: 'code', code };
}
