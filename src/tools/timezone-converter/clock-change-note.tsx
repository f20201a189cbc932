import { TriangleAlert } from 'lucide-react';
import type { Temporal } from 'temporal-polyfill';
import { Segmented } from '@/components/ui/segmented';
import {
  formatClock,
  formatDateTime,
  formatDay,
  formatDuration,
  formatOffset,
  type ClockChange,
  type OverlapChoice,
  type RepeatedTime,
  type SkippedTime,
} from './timezone-converter.logic';

/** The rule, always on screen, so a visitor knows what a skipped or repeated time means here. */
export const CLOCK_CHANGE_RULE =
  'Clock changes: a time the clocks skip is moved forward by the length of the jump; a time they show twice means its first occurrence unless you pick the second (Temporal’s “compatible” rule).';

/** "from 2:00 AM to 3:00 AM", with dates when the change crosses midnight (as Apia’s skipped day did). */
function span(change: ClockChange): string {
  const sameDay = change.from.toPlainDate().equals(change.to.toPlainDate());
  const show = sameDay ? formatClock : formatDateTime;
  return `from ${show(change.from)} to ${show(change.to)} (${formatOffset(change.offsetBefore)} → ${formatOffset(change.offsetAfter)})`;
}

interface ClockChangeNoteProps {
  zone: string;
  /** The wall time as entered. */
  wallTime: Temporal.PlainDateTime;
  clockChange: SkippedTime | RepeatedTime;
  onOverlap: (choice: OverlapChoice) => void;
}

/** Explains a wall time that does not exist, or exists twice, in the From zone; never shifts it silently. */
export function ClockChangeNote({ zone, wallTime, clockChange, onOverlap }: ClockChangeNoteProps) {
  const { change } = clockChange;
  const jump = formatDuration(change.offsetAfter - change.offsetBefore);
  const when = `${formatClock(wallTime)} on ${formatDay(wallTime)}`;

  return (
    <div
      role="note"
      aria-label="Clock change"
      className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600 dark:text-amber-400" />
      <div className="space-y-2">
        {clockChange.kind === 'skipped' ? (
          <>
            <p className="font-semibold">This time does not exist in {zone}</p>
            <p>
              {when} is skipped: the clocks jump forward {jump}, {span(change)}. It is converted as{' '}
              <strong>{formatDateTime(clockChange.resolved.toPlainDateTime())}</strong> ({formatOffset(clockChange.resolved.offsetNanoseconds)}), {jump} later.
            </p>
          </>
        ) : (
          <>
            <p className="font-semibold">This time happens twice in {zone}</p>
            <p>
              {when} happens twice: the clocks fall back {jump}, {span(change)}. Choose which one you mean:
            </p>
            <Segmented
              legend={`Which ${formatClock(wallTime)}`}
              name="repeated-time"
              value={clockChange.chosen}
              options={[
                { value: 'earlier', label: `First (${formatOffset(clockChange.earlier.offsetNanoseconds)})` },
                { value: 'later', label: `Second (${formatOffset(clockChange.later.offsetNanoseconds)})` },
              ]}
              onChange={onOverlap}
            />
          </>
        )}
      </div>
    </div>
  );
}
