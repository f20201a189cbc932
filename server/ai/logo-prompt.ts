import type { LogoImage } from '@contract/logo-palette';
import type { AiPrompt } from './provider';

/** The prompt of the two logo tasks (palette and mockup): their instructions, with the visitor's logo as the one attached file. */
export function logoPrompt(system: string, text: string, { mimeType, data }: LogoImage): AiPrompt {
  return { system, text, files: [{ mimeType, data }] };
}
