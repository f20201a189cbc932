import { z } from 'zod';
import { modelErrorText, PDF_MIME_TYPE, PDF_TO_JSON_MAX_BODY_BYTES, PDF_TO_JSON_TASK, type PdfToJsonRequest, reportsAnError } from '@contract/pdf-to-json';
import type { AiPrompt } from '../provider';
import { defineTask } from '../task';
import { USER_DATA_RULE, userField, userMessage } from '../user-data';

const SYSTEM = [
  'You extract structured data from the attached PDF document and answer with JSON only.',
  USER_DATA_RULE,
  'The DESCRIPTION block says what data to extract; a SCHEMA block, when present, is the JSON Schema the answer must be valid against.',
  'A PREVIOUS ANSWER block, when present, is your earlier answer, and the PROBLEMS block lists where it broke the schema: correct them.',
  'Use only what the document says; use null for anything asked for that it does not contain. Keep numbers as JSON numbers and dates as ISO 8601 strings where the document allows.',
  'Answer with one JSON value and nothing else: no markdown, no code fences, no comments.',
].join(' ');

function pdfToJsonPrompt(input: PdfToJsonRequest): AiPrompt {
  const lines = [userField('DESCRIPTION', input.prompt)];
  if (input.schema) lines.push(userField('SCHEMA', input.schema));
  if (input.retry)
    lines.push(
      userField('PREVIOUS ANSWER', input.retry.previousAnswer),
      userField('PROBLEMS', input.retry.problems.map((problem) => `- ${problem}`).join('\n')),
    );
  return { system: SYSTEM, text: userMessage(lines), files: [{ mimeType: PDF_MIME_TYPE, data: input.pdf.data }] };
}

/**
 * Any JSON: the visitor's prompt decides its shape. Gemini refuses an OBJECT responseSchema without
 * properties, and the AI SDK sends no responseSchema for a bare {type: 'object'} root, so this asks
 * for JSON (responseMimeType application/json) without a schema while accepting any JSON value.
 */
const anyJson = z.unknown().meta({ type: 'object' });

export const pdfToJsonTask = defineTask({
  id: PDF_TO_JSON_TASK,
  tier: 'strong',
  cost: 5,
  maxOutputTokens: 16_384,
  needs: ['text', 'files'],
  output: 'json',
  schema: anyJson,
  // The spec: an answer that is not JSON but contains "error" is the model reporting a failure, shown as the error.
  notJson: (answer) => (reportsAnError(answer) ? modelErrorText(answer) : null),
  maxBodyBytes: PDF_TO_JSON_MAX_BODY_BYTES,
  prompt: pdfToJsonPrompt,
});
