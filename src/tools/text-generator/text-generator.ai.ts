import { TEXT_GENERATE_TASK, type TextGenerateRequest } from '@contract/text-generate';
import { streamAiText } from '@/lib/ai/client';

/** The AI engine: streams the text from /api/ai/text-generate, showing each part as it arrives. */
export function generateTextWithAi(request: TextGenerateRequest, signal: AbortSignal, onText: (textSoFar: string) => void): Promise<string> {
  return streamAiText(TEXT_GENERATE_TASK, request, { signal, onText });
}
