import * as z from 'zod/mini';
import { shapeOf } from '@/lib/stored-value';
import { DEFAULT_LIST_REQUEST as D, type ListRequest } from './list-tools.logic';
import { ORDER_CHOICES } from './order.logic';
import { OUTPUT_CHOICES, QUOTE_CHOICES } from './output.logic';
import { JOIN_CHOICES, SPLIT_CHOICES } from './separators.logic';

const affix = z.string().check(z.maxLength(200));

/** What a share link, an alias or a remembered input may carry; a missing field takes its default, so an alias can preset one option. */
export const listStateShape = shapeOf<ListRequest>(
  z.object({
    text: z._default(z.string().check(z.maxLength(60_000_000)), D.text),
    split: z._default(z.enum(SPLIT_CHOICES), D.split),
    splitCustom: z._default(affix, D.splitCustom),
    trim: z._default(z.boolean(), D.trim),
    removeBlank: z._default(z.boolean(), D.removeBlank),
    lowercase: z._default(z.boolean(), D.lowercase),
    dedupe: z._default(z.boolean(), D.dedupe),
    ignoreCase: z._default(z.boolean(), D.ignoreCase),
    order: z._default(z.enum(ORDER_CHOICES), D.order),
    descending: z._default(z.boolean(), D.descending),
    seed: z._default(z.int().check(z.minimum(0), z.maximum(0xffffffff)), D.seed),
    prefix: z._default(affix, D.prefix),
    suffix: z._default(affix, D.suffix),
    quote: z._default(z.enum(QUOTE_CHOICES), D.quote),
    output: z._default(z.enum(OUTPUT_CHOICES), D.output),
    join: z._default(z.enum(JOIN_CHOICES), D.join),
    joinCustom: z._default(affix, D.joinCustom),
    numbers: z._default(z.boolean(), D.numbers),
  }),
);
