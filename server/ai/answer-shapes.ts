import { AI_CODE_ERROR_MARKER, stripCodeFence } from '@contract/code-transform';

/** What a text answer must look like before it reaches the browser; each text task's module says it for a request. */
export interface AnswerShape {
  /** The longest answer, in characters, that this request can need; a streamed answer is cut there. */
  maxChars: number;
  /** Why a complete answer is not the task's shape (a phrase: "it is not valid CSS (...)"), or null. */
  problem?: (answer: string) => Promise<string | null> | string | null;
  /** What the browser receives instead of the answer as written: active content removed (SVG). */
  clean?: (answer: string) => Promise<string>;
}

/** The longest "// Error ..." report a code tool shows: one short line, as the prompt asks. */
const REFUSAL_MAX_CHARS = 500;

/**
 * A code answer: the model's "// Error" line passes when it is short (the browser shows it as the
 * error); anything else must be code of the language, by `languageProblem`. One fence is allowed
 * around it, as the browser strips one.
 */
export function codeShape(input: string, growth: number, languageProblem: (code: string) => Promise<string | null> | string | null): AnswerShape {
  return {
    maxChars: Math.ceil(input.length * growth) + 4000,
    problem: (answer) => {
      const code = stripCodeFence(answer);
      if (code.startsWith(AI_CODE_ERROR_MARKER))
        return code.length > REFUSAL_MAX_CHARS ? `its "${AI_CODE_ERROR_MARKER}" report is longer than one short line` : null;
      return languageProblem(code);
    },
  };
}

/** Every target language of the class tools declares its models as classes or records. */
export const declaresAType = (code: string) => (/\b(class|record|interface)\s+[\p{L}_]/u.test(code) ? null : 'it declares no class');

/** Why an answer does not fit its shape, or null. */
export async function shapeProblem(shape: AnswerShape, answer: string): Promise<string | null> {
  if (answer.length > shape.maxChars) return `it is longer than this request can need (${answer.length} characters, at most ${shape.maxChars})`;
  return (await shape.problem?.(answer)) ?? null;
}
