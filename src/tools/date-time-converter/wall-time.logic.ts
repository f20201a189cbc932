import { Temporal } from 'temporal-polyfill';

/** The project's rule at clock changes (Temporal's "compatible"), said once for every tool that shows it. */
export const CLOCK_CHANGE_RULE =
  'At clock changes a repeated wall time means the earlier instant and a skipped one moves forward (Temporal’s “compatible” rule).';

const clock = (dateTime: Temporal.PlainDateTime) => dateTime.toString().replace('T', ' ');

/** A wall date-time in a zone as an instant, with a note when a clock change made it skipped or repeated. */
export function placeWallTime(wall: Temporal.PlainDateTime, zone: string): { epochNs: bigint; notes: string[] } {
  const earlier = wall.toZonedDateTime(zone, { disambiguation: 'earlier' });
  const later = wall.toZonedDateTime(zone, { disambiguation: 'later' });
  if (earlier.epochNanoseconds === later.epochNanoseconds) return { epochNs: earlier.epochNanoseconds, notes: [] };
  const chosen = wall.toZonedDateTime(zone, { disambiguation: 'compatible' });
  const shown = chosen.toPlainDateTime();
  const note =
    Temporal.PlainDateTime.compare(shown, wall) === 0
      ? `${clock(wall)} happens twice in ${zone} (the clocks go back): the earlier one, at ${chosen.offset}, is used.`
      : `${clock(wall)} does not exist in ${zone} (the clocks go forward): it is read as ${clock(shown)}.`;
  return { epochNs: chosen.epochNanoseconds, notes: [note] };
}
