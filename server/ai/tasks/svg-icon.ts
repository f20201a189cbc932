import { SVG_ICON_TASK, type SvgIconRequest } from '@contract/svg-icon';
import type { AiPrompt } from '../provider';
import { cleanSvgAnswer } from '../svg-answer';
import { defineTask } from '../task';
import { USER_DATA_RULE, userField, userMessage } from '../user-data';

const SYSTEM = [
  'You draw one SVG icon from a short description.',
  USER_DATA_RULE,
  'The DESCRIPTION block describes the icon.',
  'Answer with the SVG markup only: it must start with <svg and end with </svg>, with no markdown, no code fences and no comments around it.',
  'Use xmlns="http://www.w3.org/2000/svg" and viewBox="0 0 24 24"; draw with simple shapes and paths.',
  'Follow what the description asks for colours (by name or hex), background shape and transparency; with no background asked, leave the background transparent.',
  'Never use <script>, <style>, <foreignObject>, <image>, event handler attributes, style attributes, or links and references to anything outside the SVG.',
].join(' ');

function svgIconPrompt(input: SvgIconRequest): AiPrompt {
  return {
    system: SYSTEM,
    text: userMessage([userField('DESCRIPTION', input.prompt)]),
    // An icon is a few paths; this leaves room for a detailed one and stops a runaway answer.
  };
}

export const svgIconTask = defineTask({
  id: SVG_ICON_TASK,
  tier: 'fast',
  cost: 1,
  maxOutputTokens: 4_096,
  needs: ['text'],
  output: 'text',
  // The prompt's 1000 characters, JSON-escaped at worst 6 bytes each, plus the field name.
  maxBodyBytes: 8 * 1024,
  prompt: svgIconPrompt,
  // Not SVG-wrapped answers pass, for the browser to give the spec's "did not return valid SVG" message;
  // and an SVG is sanitised here by the page's own rules before it leaves (svg-answer.ts).
  answerShape: () => ({ maxChars: 20_000, clean: cleanSvgAnswer }),
});
