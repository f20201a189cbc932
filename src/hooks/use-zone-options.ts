import { useEffect, useMemo, useState } from 'react';
import { browserTimeZone, currentOffset, supportedTimeZones, zoneOption, type ZoneOption } from '@/lib/time-zones';

/** Zones per slice: each Intl formatter costs about half a millisecond, so a slice stays well under a frame. */
const SLICE = 12;

/**
 * Every supported zone as a picker option. The current offsets (one Intl formatter per zone, ≈150 ms for
 * 418 zones) are worked out in small slices after the first paint, so opening the tool never stalls.
 */
export function useZoneOptions(): ZoneOption[] {
  const zones = useMemo(() => supportedTimeZones([browserTimeZone()]), []);
  const [offsets, setOffsets] = useState<ReadonlyMap<string, string> | null>(null);

  useEffect(() => {
    const found = new Map<string, string>();
    const now = Date.now();
    let next = 0;
    let timer: ReturnType<typeof setTimeout>;
    const slice = () => {
      for (const zone of zones.slice(next, next + SLICE)) {
        const offset = currentOffset(zone, now);
        if (offset) found.set(zone, offset);
      }
      next += SLICE;
      if (next < zones.length) timer = setTimeout(slice, 0);
      else setOffsets(found);
    };
    timer = setTimeout(slice, 0);
    return () => clearTimeout(timer);
  }, [zones]);

  return useMemo(() => zones.map((zone) => zoneOption(zone, offsets?.get(zone) ?? null)), [zones, offsets]);
}
