import { SVG_ICON_TASK, svgIconResponseSchema } from '@contract/svg-icon';
import { requestAiJson } from '@/lib/ai/client';
import type { IconResult } from './icon-engines';
import { applyIconSettings } from './svg-export.logic';
import { readSvgAnswer } from './svg-icon-generator.logic';
import { sanitizeSvg } from './svg-sanitize.logic';

const SANITIZE_MEASURE = 'svg-icon: sanitise';

/** Asks the gateway for the icon; the answer is accepted only if SVG-wrapped, then sanitised. */
export async function generateWithAi(prompt: string, signal: AbortSignal): Promise<IconResult> {
  const { text } = await requestAiJson(SVG_ICON_TASK, { prompt }, svgIconResponseSchema, { signal });
  const answer = readSvgAnswer(text);
  const started = performance.now();
  const clean = answer === null ? null : sanitizeSvg(answer);
  // Read by the benchmark (bench/pdf.ts) and visible in the browser's performance panel.
  performance.measure(SANITIZE_MEASURE, { start: started });
  if (clean === null) return { kind: 'invalid' };
  return { kind: 'icon', prompt, svgFor: (settings) => applyIconSettings(clean, settings), note: null };
}
