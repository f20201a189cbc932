import { stripCodeFence } from '@contract/code-transform';
import { sanitizeSvgIn } from '@contract/svg-sanitize';
import type { DOMWindow } from 'jsdom';

let serverWindow: Promise<DOMWindow> | null = null;

/** One jsdom window for the process, made on the first SVG answer: most instances never draw an icon. */
function domWindow(): Promise<DOMWindow> {
  serverWindow ??= import('jsdom').then(({ JSDOM }) => new JSDOM('').window);
  return serverWindow;
}

/**
 * An icon answer as the browser may receive it: an SVG is sanitised here by the same rules the page
 * applies (scripts, handlers, foreign content, external links and url()s removed), so hostile markup
 * never leaves the gateway; an SVG with nothing left becomes an empty answer. Anything that is not an
 * SVG passes as it is, for the page to say, in the spec's words, that no valid SVG came back.
 */
export async function cleanSvgAnswer(answer: string): Promise<string> {
  const code = stripCodeFence(answer);
  if (!/^<svg[\s>/]/i.test(code) || !/<\/svg\s*>$/i.test(code)) return answer;
  return sanitizeSvgIn(await domWindow(), code) ?? '';
}
