// The gateway's SVG sanitiser, on a thread of its own (started by svg-sanitizer.ts): loading jsdom and
// building its window take about 2 s of CPU, all synchronous, which on the main thread would stop
// the instance answering anyone meanwhile.
import { parentPort } from 'node:worker_threads';
import { JSDOM } from 'jsdom';
import { sanitizeSvgIn } from '@contract/svg-sanitize';

export interface SanitizeRequest {
  id: number;
  markup: string;
}

export interface SanitizeAnswer {
  id: number;
  /** The sanitised SVG, or null when no <svg> root was left. */
  svg: string | null;
}

const { window } = new JSDOM('');
parentPort?.on('message', ({ id, markup }: SanitizeRequest) => {
  parentPort?.postMessage({ id, svg: sanitizeSvgIn(window, markup) } satisfies SanitizeAnswer);
});
