import { stripCodeFence } from '@contract/code-transform';
import { sanitizeSvg } from './svg-sanitizer';

/**
 * An icon answer as the browser may receive it: an SVG is sanitised here by the same rules the page
 * applies (scripts, handlers, foreign content, external links and url()s removed), so hostile markup
 * never leaves the gateway; an SVG with nothing left becomes an empty answer. Anything that is not an
 * SVG passes as it is, for the page to say, in the spec's words, that no valid SVG came back.
 */
export async function cleanSvgAnswer(answer: string): Promise<string> {
  const code = stripCodeFence(answer);
  if (!/^<svg[\s>/]/i.test(code) || !/<\/svg\s*>$/i.test(code)) return answer;
  return (await sanitizeSvg(code)) ?? '';
}
