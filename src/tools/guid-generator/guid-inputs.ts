import * as z from 'zod/mini';
import { shapeOf } from '@/lib/stored-value';
import { NAMESPACES, VERSION_OPTIONS, type NameInput, type UuidFormat } from './guid-generator.logic';
import { SNOWFLAKE_EPOCHS, type OtherIdOptions } from './other-ids.logic';

// Shapes of what may come back from a share link or this device's storage: both are untrusted.
const versionSchema = z.enum(VERSION_OPTIONS.map((option) => option.value));
const countSchema = z.string().check(z.maxLength(12));

export const versionShape = shapeOf(versionSchema);
export const countShape = shapeOf(countSchema);
export const namesShape = shapeOf<NameInput>(
  z.object({
    namespace: z.enum(['custom', ...NAMESPACES.map((namespace) => namespace.value)]),
    customNamespace: z.string().check(z.maxLength(100)),
    names: z.string().check(z.maxLength(100_000)),
  }),
);
export const formatShape = shapeOf<UuidFormat>(z.object({ uppercase: z.boolean(), hyphens: z.boolean(), braces: z.boolean() }));
/** A share link carries the version and the count: nothing else about a GUID list is worth sending. */
export const sharedShape = shapeOf(z.partial(z.object({ version: versionSchema, count: countSchema })));
export const otherIdOptionsShape = shapeOf<OtherIdOptions>(
  z.object({
    nanoAlphabet: z.string().check(z.maxLength(1000)),
    nanoSize: z.number(),
    cuidLength: z.number(),
    snowflakeEpoch: z.enum(SNOWFLAKE_EPOCHS.map((epoch) => epoch.value)),
    snowflakeWorker: z.number(),
  }),
);
