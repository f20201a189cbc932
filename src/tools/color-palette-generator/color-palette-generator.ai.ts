/** The AI engine: its request, the reading of its answer in the spec's words (pure), and the one call (generatePaletteWithAi). */
import {
  COLOR_PALETTE_TASK,
  type ColorPaletteAnswer,
  colorPaletteAnswerSchema,
  type ColorPaletteRequest,
  PALETTE_PROMPT_MAX_CHARS,
  PALETTE_PROMPT_TOO_LONG,
  PALETTE_SIZE,
} from '@contract/color-palette';
import { PROMPT_EMPTY, UNEXPECTED_FORMAT } from '@contract/messages';
import * as z from 'zod/mini';
import { AiOfflineError, isAbort } from '@/lib/ai/ai-error';
import { requestAiJson } from '@/lib/ai/client';
import { normalizeHex } from '@/lib/color/color-math';
import { detailSentence } from '@/lib/job-failure';
import type { PaletteColor } from './local-palette.logic';

export const ALL_LOCKED = 'Every colour is locked. Unlock at least one to generate the rest.';

/** The message for a prompt that cannot be sent, or null. */
export function promptProblem(prompt: string): string | null {
  if (prompt.trim() === '') return PROMPT_EMPTY;
  if (prompt.trim().length > PALETTE_PROMPT_MAX_CHARS) return PALETTE_PROMPT_TOO_LONG;
  return null;
}

/** The spec's wording for a failed call: "Failed to generate palette. {detail}". */
export const paletteFailure = (detail: string) => `Failed to generate palette. ${detail}`;

export function paletteRequest(prompt: string, locked: readonly (string | null)[]): ColorPaletteRequest {
  const entries = locked.flatMap((hex, index) => (hex ? [{ index, hex }] : []));
  return entries.length ? { prompt: prompt.trim(), locked: entries } : { prompt: prompt.trim() };
}

export type PaletteReading = { colors: string[] } | { error: string };

/**
 * The model's answer as the spec reads it: an error field is shown as it is; no colors array
 * is "Received an unexpected format from the API."; so is anything but five hex colours (the
 * first five are taken when there are more). Locked places keep their colours whatever came back.
 */
export function readPaletteAnswer(answer: ColorPaletteAnswer, locked: readonly (string | null)[]): PaletteReading {
  if (typeof answer.error === 'string' && answer.error.trim() !== '') return { error: answer.error.trim() };
  if (!Array.isArray(answer.colors)) return { error: UNEXPECTED_FORMAT };
  const colors = answer.colors.slice(0, PALETTE_SIZE).map(normalizeHex);
  if (colors.length < PALETTE_SIZE || colors.some((hex) => hex === null)) return { error: UNEXPECTED_FORMAT };
  return { colors: colors.map((hex, index) => locked[index] ?? (hex as string)) };
}

/** A run ends with colours or with the spec's message; the hook's own "An error occurred" wording is not the spec's here. */
export type PaletteOutcome = { colors: PaletteColor[] } | { error: string };

const answerSchema = z.object({ result: colorPaletteAnswerSchema });

/** Asks the gateway for a palette around the locked colours; every failure but a cancel becomes the spec's message. */
export async function generatePaletteWithAi(prompt: string, locked: readonly (string | null)[], signal: AbortSignal): Promise<PaletteOutcome> {
  try {
    const answer = await requestAiJson(COLOR_PALETTE_TASK, paletteRequest(prompt, locked), answerSchema, { signal });
    const reading = readPaletteAnswer(answer.result, locked);
    return 'error' in reading ? reading : { colors: reading.colors.map((hex) => ({ hex })) };
  } catch (failure) {
    if (isAbort(failure)) throw failure;
    // Being offline speaks for itself, as in every AI tool.
    return { error: failure instanceof AiOfflineError ? failure.message : paletteFailure(detailSentence(failure)) };
  }
}
