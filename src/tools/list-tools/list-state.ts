import * as z from 'zod/mini';
import { shapeOf } from '@/lib/stored-value';
import { DEFAULT_LIST_REQUEST as D, type ListRequest } from './list-tools.logic';
import { ORDERS } from './order.logic';
import { OUTPUTS, QUOTES } from './output.logic';
import { JOINS, SPLITS } from './separators.logic';

const affix = z.string().check(z.maxLength(200));

/** What a share link, an alias or a remembered input may carry; a missing field takes its default, so an alias can preset one option. */
export const listStateShape = shapeOf<ListRequest>(
  z.object({
    text: z._default(z.string().check(z.maxLength(60_000_000)), D.text),
    split: z._default(z.enum(SPLITS.values), D.split),
    splitCustom: z._default(affix, D.splitCustom),
    trim: z._default(z.boolean(), D.trim),
    removeBlank: z._default(z.boolean(), D.removeBlank),
    lowercase: z._default(z.boolean(), D.lowercase),
    dedupe: z._default(z.boolean(), D.dedupe),
    ignoreCase: z._default(z.boolean(), D.ignoreCase),
    order: z._default(z.enum(ORDERS.values), D.order),
    descending: z._default(z.boolean(), D.descending),
    seed: z._default(z.int().check(z.minimum(0), z.maximum(0xffffffff)), D.seed),
    prefix: z._default(affix, D.prefix),
    suffix: z._default(affix, D.suffix),
    quote: z._default(z.enum(QUOTES.values), D.quote),
    output: z._default(z.enum(OUTPUTS.values), D.output),
    join: z._default(z.enum(JOINS.values), D.join),
    joinCustom: z._default(affix, D.joinCustom),
    numbers: z._default(z.boolean(), D.numbers),
  }),
);
