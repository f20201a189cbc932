import fc from 'fast-check';
import { v1, v7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { objectIdFor, SNOWFLAKE_PRESETS, snowflakeFor, snowflakeTime, uuidHex, uuidTime, uuidV1For, uuidV7For } from './id-time.logic';

const MS = 1_000_000n;
const rfc9562 = 1_645_557_742_000_000_000n; // 2022-02-22T19:22:22Z, the instant of RFC 9562's test vectors

describe('building ids from an instant', () => {
  it('ObjectId: the seconds in its first 4 bytes, the rest zero', () => {
    expect(objectIdFor(1_350_508_407n * 1_000_000_000n)).toEqual({ ok: true, value: '507f1f770000000000000000' });
    expect(objectIdFor(-1n).ok).toBe(false);
  });

  it('UUID v1 and v7 carry the time fields of RFC 9562 test vectors', () => {
    expect(uuidV1For(rfc9562)).toEqual({ ok: true, value: 'c232ab00-9414-11ec-8000-000000000000' });
    expect(uuidV7For(rfc9562)).toEqual({ ok: true, value: '017f22e2-79b0-7000-8000-000000000000' });
  });

  // Up to 10^14 ms (year 5138): v1's 60-bit clock ends in 5236.
  it('agree with the uuid package for any millisecond', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e14 }), (msecs) => {
        const byPackage = v7({ msecs, random: new Uint8Array(16) });
        expect(uuidV7For(BigInt(msecs) * MS)).toEqual({ ok: true, value: byPackage });
        const v1ByPackage = v1({ msecs, nsecs: 0, clockseq: 0, node: new Uint8Array(6) });
        expect(uuidV1For(BigInt(msecs) * MS)).toEqual({ ok: true, value: v1ByPackage });
      }),
    );
  });

  it('a built id reads back as its instant (to its precision)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 14n * MS }), (epochNs) => {
        const v1Id = uuidV1For(epochNs);
        const v7Id = uuidV7For(epochNs);
        expect(v1Id.ok && uuidTime(uuidHex(v1Id.value) ?? '')).toEqual({ ok: true, value: (epochNs / 100n) * 100n });
        expect(v7Id.ok && uuidTime(uuidHex(v7Id.value) ?? '')).toEqual({ ok: true, value: (epochNs / MS) * MS });
        for (const { scheme } of SNOWFLAKE_PRESETS) {
          const id = snowflakeFor(epochNs, scheme);
          if (id.ok) expect(snowflakeTime(BigInt(id.value), scheme)).toEqual({ ok: true, value: (epochNs / MS) * MS });
        }
      }),
    );
  });

  it('a Snowflake before its epoch is refused', () => {
    expect(snowflakeFor(0n, SNOWFLAKE_PRESETS[1].scheme)).toEqual({ ok: false, message: 'This instant is before the epoch of these Snowflake ids.' });
  });
});
