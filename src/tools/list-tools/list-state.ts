import { z } from 'zod';
import { shapeOf } from '@/lib/stored-value';
import { DEFAULT_LIST_REQUEST as D, type ListRequest } from './list-tools.logic';
import { ORDER_CHOICES } from './order.logic';
import { OUTPUT_CHOICES, QUOTE_CHOICES } from './output.logic';
import { JOIN_CHOICES, SPLIT_CHOICES } from './separators.logic';

const affix = z.string().max(200);

/** What a share link, an alias or a remembered input may carry; a missing field takes its default, so an alias can preset one option. */
export const listStateShape = shapeOf<ListRequest>(
  z.object({
    text: z.string().max(60_000_000).default(D.text),
    split: z.enum(SPLIT_CHOICES).default(D.split),
    splitCustom: affix.default(D.splitCustom),
    trim: z.boolean().default(D.trim),
    removeBlank: z.boolean().default(D.removeBlank),
    lowercase: z.boolean().default(D.lowercase),
    dedupe: z.boolean().default(D.dedupe),
    ignoreCase: z.boolean().default(D.ignoreCase),
    order: z.enum(ORDER_CHOICES).default(D.order),
    descending: z.boolean().default(D.descending),
    seed: z.number().int().min(0).max(0xffffffff).default(D.seed),
    prefix: affix.default(D.prefix),
    suffix: affix.default(D.suffix),
    quote: z.enum(QUOTE_CHOICES).default(D.quote),
    output: z.enum(OUTPUT_CHOICES).default(D.output),
    join: z.enum(JOIN_CHOICES).default(D.join),
    joinCustom: affix.default(D.joinCustom),
    numbers: z.boolean().default(D.numbers),
  }),
);
