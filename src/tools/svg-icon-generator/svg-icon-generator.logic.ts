import { PROMPT_EMPTY } from '@contract/messages';
import { SVG_PROMPT_MAX_CHARS, SVG_PROMPT_TOO_LONG } from '@contract/svg-icon';
import { stripCodeFence } from '@contract/code-transform';

export const DEFAULT_PROMPT = 'edit icon, circular background, transparent, forecolor green';
export const INVALID_SVG = 'The API did not return valid SVG code. Please try a different prompt.';
export const SVG_MIME_TYPE = 'image/svg+xml';

/** What is wrong with a prompt (blank, per the spec, or over the server's limit); null when it may be used. */
export function promptProblem(prompt: string): string | null {
  const trimmed = prompt.trim();
  if (trimmed === '') return PROMPT_EMPTY;
  return trimmed.length > SVG_PROMPT_MAX_CHARS ? SVG_PROMPT_TOO_LONG : null;
}

/** Longest base name offered for a download; file systems refuse names over 255 bytes. */
const MAX_BASE_NAME = 100;

/**
 * The spec's file name: the prompt lowercased, every non-alphanumeric replaced by an underscore,
 * "icon" when nothing usable is left; without extension, so each export adds its own.
 */
export function iconBaseName(prompt: string): string {
  const name = prompt
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '_')
    .slice(0, MAX_BASE_NAME);
  return /[a-z0-9]/.test(name) ? name : 'icon';
}

export const svgFileName = (prompt: string) => `${iconBaseName(prompt)}.svg`;

/** "edit icon, circular" → "EditIconCircularIcon"-style PascalCase name for a React component. */
export function componentName(prompt: string): string {
  const words = prompt.match(/[a-z0-9]+/gi)?.slice(0, 4) ?? [];
  const name = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).join('');
  const base = /^[A-Z]/.test(name) ? name : `Icon${name}`;
  return base.endsWith('Icon') ? base : `${base}Icon`;
}

/**
 * The spec's acceptance rule: after trimming, the answer starts with an opening <svg> tag and ends
 * with a closing one. A markdown fence around the whole answer is removed first (models add one
 * despite being told not to); anything else around the SVG makes it invalid.
 */
export function readSvgAnswer(answer: string): string | null {
  const code = stripCodeFence(answer);
  return /^<svg[\s>/]/i.test(code) && /<\/svg\s*>$/i.test(code) ? code : null;
}

/** The inline base64 data image of an SVG, as the preview shows it (UTF-8 encoded first). */
export function svgDataUri(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:${SVG_MIME_TYPE};base64,${btoa(binary)}`;
}
