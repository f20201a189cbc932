import { hexColorSchema, PALETTE_PROMPT_MAX_CHARS, PALETTE_SIZE } from '@contract/color-palette';
import * as z from 'zod/mini';
import { shapeOf } from '@/lib/stored-value';
import { harmonies } from './local-palette.logic';

// Shapes of what may come back from a share link or this device's storage: both are untrusted.
const harmonySchema = z.enum(harmonies);
const colorSchema = z.object({ hex: hexColorSchema, name: z.optional(z.string().check(z.maxLength(100))) });

/** The theme is remembered on this device (with room past its limit, as the field has), never put in a link. */
export const promptShape = shapeOf(z.string().check(z.maxLength(PALETTE_PROMPT_MAX_CHARS * 2)));
export const harmonyShape = shapeOf(harmonySchema);

/**
 * A link carries the palette (shown on opening, without generating), the harmony and the locks.
 * Never the theme: links end up in chat logs and history. A lock holds the colour at its place.
 */
export const sharedShape = shapeOf(
  z
    .object({
      // Links made so far carry this key: it keeps its British spelling so they still open.
      colours: z.array(colorSchema).check(z.length(PALETTE_SIZE)),
      harmony: z.optional(harmonySchema),
      locked: z.optional(z.array(z.nullable(hexColorSchema)).check(z.length(PALETTE_SIZE))),
    })
    .check(z.refine((link) => link.locked?.every((hex, place) => hex === null || hex === link.colours[place]?.hex) ?? true)),
);
