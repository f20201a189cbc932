import { SVG_ICON_TASK, type SvgIconRequest } from '@contract/svg-icon';
import type { AiPrompt } from '../provider';
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
  needs: ['text'],
  output: 'text',
  // The prompt's 1000 characters, JSON-escaped at worst 6 bytes each, plus the field name.
  maxBodyBytes: 8 * 1024,
  prompt: svgIconPrompt,
});
