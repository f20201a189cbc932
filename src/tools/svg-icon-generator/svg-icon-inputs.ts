import { SVG_PROMPT_MAX_CHARS } from '@contract/svg-icon';
import * as z from 'zod/mini';
import { shapeOf } from '@/lib/stored-value';
import type { IconSettings } from './icon-match.logic';
import { SIZE_LIMITS, STROKE_LIMITS } from './icon-settings';

// Shapes of what comes back from this device's storage: untrusted, so checked. The prompt has room
// past its limit, as the field has: a too-long prompt is kept and the limit named on Generate.
export const promptShape = shapeOf(z.string().check(z.maxLength(SVG_PROMPT_MAX_CHARS * 2)));
export const settingsShape = shapeOf<IconSettings>(
  z.object({
    size: z.int().check(z.minimum(SIZE_LIMITS.min), z.maximum(SIZE_LIMITS.max)),
    strokeWidth: z.number().check(z.minimum(STROKE_LIMITS.min), z.maximum(STROKE_LIMITS.max)),
  }),
);
